import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

/** One schema for both drivers (PGlite and node-postgres); migrations live in `api/drizzle/`. */

export const rolEnum = pgEnum('rol', ['admin', 'usuario', 'moderador']);

const createdAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A GIN trigram index: lets `ILIKE '%text%'` (the admin searches, `http/search.ts`) use an index
 * instead of reading the whole table. Needs the pg_trgm extension (migration 0002).
 */
const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

/** Raw bytes (`bytea`); drizzle has no built-in column type for it. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    // Stored lower-case (checked below), so the plain unique index is case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    rol: rolEnum('rol').notNull().default('usuario'),
    ubicacion: text('ubicacion').notNull().default(''),
    imagen: text('imagen').notNull().default(''),
    creadoEn: createdAt('creado_en'),
    /** Set by an admin (moderation): the member still reads and signs in, but cannot comment, vote or sign up. */
    bloqueadoEn: timestamp('bloqueado_en', { withTimezone: true }),
    /** When the member followed the emailed confirmation link; until then they read and sign in, but cannot take part. */
    emailConfirmadoEn: timestamp('email_confirmado_en', { withTimezone: true }),
    /** When the member accepted the terms and the privacy policy at registration; null for accounts made before registration asked for it. */
    terminosAceptadosEn: timestamp('terminos_aceptados_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('users_rol_idx').on(t.rol),
    index('users_creado_en_idx').on(t.creadoEn),
    trigram('users_nombre_trgm_idx', t.nombre),
    trigram('users_email_trgm_idx', t.email),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt('created_at'),
    // Accounts: shown in 'Sesiones activas'; last use is refreshed at most once a minute.
    userAgent: text('user_agent').notNull().default(''),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const imagenes = pgTable(
  'imagenes',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion'),
    url: text('url').notNull(),
    creadoEn: createdAt('creado_en'),
  },
  (t) => [index('imagenes_creado_en_idx').on(t.creadoEn)],
);

export const noticias = pgTable(
  'noticias',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull(),
    imagenUrl: text('imagen_url').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('noticias_fecha_idx').on(t.fecha)],
);

export const eventos = pgTable(
  'eventos',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull(),
    /** When it starts. */
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    /** When it ends; null when not given (it lasts `EVENTO_DURACION_HORAS`). */
    fechaFin: timestamp('fecha_fin', { withTimezone: true }),
    lugar: text('lugar'),
    imagen: text('imagen'),
    /** Places for sign-ups; null when the event takes everyone. */
    cupo: integer('cupo'),
  },
  (t) => [
    index('eventos_fecha_idx').on(t.fecha),
    check('eventos_cupo_positive', sql`${t.cupo} IS NULL OR ${t.cupo} > 0`),
    check('eventos_fecha_fin_after_fecha', sql`${t.fechaFin} IS NULL OR ${t.fechaFin} > ${t.fecha}`),
  ],
);

export const publicaciones = pgTable(
  'publicaciones',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    contenido: text('contenido').notNull(),
    creadoEn: createdAt('creado_en'),
  },
  (t) => [index('publicaciones_creado_en_idx').on(t.creadoEn)],
);

export const comentarios = pgTable(
  'comentarios',
  {
    id: serial('id').primaryKey(),
    contenido: text('contenido').notNull(),
    publicacionId: integer('publicacion_id')
      .notNull()
      .references(() => publicaciones.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creadoEn: createdAt('creado_en'),
    /** When its author last changed the text; null when never. */
    editadoEn: timestamp('editado_en', { withTimezone: true }),
    /** Hidden from everyone but admins since then (3 reports, or an admin's 'Ocultar'); null when shown. */
    ocultoEn: timestamp('oculto_en', { withTimezone: true }),
    /** When an admin last reviewed it ('Restaurar' or 'Ocultar'): only reports made after it count towards hiding it again. */
    revisadoEn: timestamp('revisado_en', { withTimezone: true }),
    /** A moderator's last decision on it (contracts' DECISIONES_MODERACION), and who made it (null once that admin's account is gone): the 'Resueltos' history. */
    decision: text('decision', { enum: ['restaurado', 'descartado', 'ocultado'] }),
    decididoPor: integer('decidido_por').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('comentarios_publicacion_id_idx').on(t.publicacionId, t.creadoEn),
    index('comentarios_revisado_en_idx').on(t.revisadoEn),
    index('comentarios_user_id_idx').on(t.userId),
    index('comentarios_oculto_en_idx').on(t.ocultoEn),
  ],
);

export const motivoReporteEnum = pgEnum('motivo_reporte', ['Spam', 'Ofensivo', 'Fuera de tema']);

/** A member's report of another's comment, once per member and comment. */
export const reportes = pgTable(
  'reportes',
  {
    id: serial('id').primaryKey(),
    comentarioId: integer('comentario_id')
      .notNull()
      .references(() => comentarios.id, { onDelete: 'cascade' }),
    // The reporter's account goes with its reports (their data).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    motivo: motivoReporteEnum('motivo').notNull(),
    creadoEn: createdAt('creado_en'),
  },
  (t) => [uniqueIndex('reportes_comentario_user_unique').on(t.comentarioId, t.userId), index('reportes_user_id_idx').on(t.userId)],
);

export const encuestas = pgTable(
  'encuestas',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion'),
    opciones: text('opciones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    creadoEn: createdAt('creado_en'),
    /** After it the survey takes no votes and shows its results to everyone; null: open. */
    cierraEn: timestamp('cierra_en', { withTimezone: true }),
  },
  (t) => [index('encuestas_creado_en_idx').on(t.creadoEn)],
);

export const votos = pgTable(
  'votos',
  {
    id: serial('id').primaryKey(),
    encuestaId: integer('encuesta_id')
      .notNull()
      .references(() => encuestas.id, { onDelete: 'cascade' }),
    // Null once the voter deleted their account: the vote still counts, without a link to the person.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    opcion: text('opcion').notNull(),
    creadoEn: createdAt('creado_en'),
  },
  // One vote per user and poll: the insert uses ON CONFLICT DO NOTHING on this index.
  (t) => [uniqueIndex('votos_encuesta_user_unique').on(t.encuestaId, t.userId), index('votos_user_id_idx').on(t.userId)],
);

export const asistencias = pgTable(
  'asistencias',
  {
    id: serial('id').primaryKey(),
    tituloEvento: text('titulo_evento').notNull(),
    nombreCompleto: text('nombre_completo').notNull(),
    // CI and celular are encrypted by the repository (`security/encrypted-columns.ts`); null while
    // not given (a check-in from the sign-ups), read as ''. `ci_indice`: keyed hash of the CI's key.
    ci: text('ci'),
    ciIndice: text('ci_indice'),
    distrito: text('distrito').notNull(),
    celular: text('celular'),
    colegio: text('colegio').notNull(),
    // Null on a check-in until an admin fills it (the member's profile has no age).
    edad: integer('edad'),
    asistio: boolean('asistio').notNull().default(false),
    fechaEvento: date('fecha_evento'),
    creadoEn: createdAt('creado_en'),
    // A check-in from the event's sign-ups links both; the rows typed by hand have neither.
    eventoId: integer('evento_id').references(() => eventos.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('asistencias_evento_user_unique').on(t.eventoId, t.userId),
    index('asistencias_user_id_idx').on(t.userId),
    index('asistencias_titulo_evento_idx').on(t.tituloEvento),
    index('asistencias_creado_en_idx').on(t.creadoEn),
    index('asistencias_ci_indice_idx').on(t.ciIndice),
    trigram('asistencias_nombre_completo_trgm_idx', t.nombreCompleto),
    trigram('asistencias_titulo_evento_trgm_idx', t.tituloEvento),
    trigram('asistencias_colegio_trgm_idx', t.colegio),
    trigram('asistencias_distrito_trgm_idx', t.distrito),
  ],
);

/** A member's sign-up for an event; never more rows per event than its `cupo`. */
export const inscripciones = pgTable(
  'inscripciones',
  {
    id: serial('id').primaryKey(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    // Deleting the account deletes its sign-ups, which frees their places.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creadoEn: createdAt('creado_en'),
  },
  (t) => [uniqueIndex('inscripciones_evento_user_unique').on(t.eventoId, t.userId), index('inscripciones_user_id_idx').on(t.userId)],
);

export const equipo = pgTable(
  'equipo',
  {
    id: serial('id').primaryKey(),
    imagen: text('imagen').notNull(),
    nombre: text('nombre').notNull(),
    rol: text('rol').notNull(),
    descripcion: text('descripcion').notNull(),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('equipo_orden_idx').on(t.orden)],
);

// ── Accounts: password reset, two-step sign-in. Every token and code is stored as a hash.

/** The account a row belongs to, deleted with it. */
const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Single-use password reset links (SHA-256 of a 256-bit token), valid one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: ownerId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt('created_at'),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Emailed links that confirm an address: a new account's own, or the new one of an email change
 * (`email`: what the account's address becomes when the link is followed). Only SHA-256 hashes are stored.
 */
export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: ownerId(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt('created_at'),
  },
  (t) => [uniqueIndex('email_confirmation_tokens_hash_unique').on(t.tokenHash), index('email_confirmation_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** An admin's TOTP secret: `enabledAt` is null until a first code confirmed the setup. */
export const twoFactor = pgTable('two_factor', {
  userId: ownerId().primaryKey(),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last accepted time step: a code is never accepted twice. */
  lastTimeStep: integer('last_time_step').notNull().default(0),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A password checked, a second step pending: no session exists yet. Five minutes, five tries. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: ownerId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [uniqueIndex('login_challenges_hash_unique').on(t.tokenHash)],
);

/**
 * Uploaded images when the API runs on PostgreSQL (`DATABASE_URL`): every process serves every image
 * and one database backup holds them. `path` is the media path (`noticias/<key>.webp`, and its
 * `-480w`/`-960w` variants), the key derived from the image's SHA-256, so a path never changes content.
 */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  content: bytea('content').notNull(),
  creadoEn: createdAt('creado_en'),
});

export type UserRow = typeof users.$inferSelect;

/**
 * The first answer to each state-changing request that carried an Idempotency-Key, per owner (a
 * user, or a visitor's CSRF cookie), kept 24 h so a retry replays it instead of writing twice.
 * `status_code` is null while the first request is still being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** `DataCipher.fingerprint` of the request; null once a key rotation made it unreadable (the next retry sets it). */
    fingerprint: text('fingerprint'),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/** Login/register attempts per client and window, shared by every process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every admin write and export: who, when, what, on which entity; a summary without personal
 * data. Append-only, kept by the database: a trigger refuses UPDATE, DELETE and TRUNCATE (migration
 * 0009). `admin_id` has no foreign key, so deleting an account (which would set it null: an UPDATE)
 * never rewrites the log; `admin_nombre` keeps who it was.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').notNull(),
    adminNombre: text('admin_nombre').notNull(),
    accion: text('accion').notNull(),
    entidad: text('entidad').notNull(),
    entidadId: text('entidad_id'),
    resumen: text('resumen').notNull(),
    creadoEn: createdAt('creado_en'),
  },
  (t) => [
    index('auditoria_creado_en_idx').on(t.creadoEn),
    index('auditoria_admin_id_idx').on(t.adminId, t.creadoEn),
    index('auditoria_accion_idx').on(t.accion, t.creadoEn),
  ],
);

/** Membership: an affiliation request's life. */
export const afiliacionEstadoEnum = pgEnum('afiliacion_estado', ['pendiente', 'aprobada', 'rechazada', 'revocada']);

/** Member numbers (`PJ-000001`): a sequence never hands out a number twice, even after a rollback or a deleted account. */
export const afiliacionNumeroSeq = pgSequence('afiliacion_numero_seq', { startWith: 1, increment: 1 });

/**
 * Affiliation requests. CI, birth date and celular hold `DataCipher.encrypt` output (listed
 * in `security/encrypted-columns.ts`); `ci_indice` is the keyed hash of the normalised CI, unique
 * among active requests (pendiente, aprobada), so a carnet is registered once even under concurrency.
 * A member has at most one active request. When the account goes, a pending request is deleted and an
 * approved card is revoked and kept without its person (user_id null, personal columns cleared: the
 * check below refuses anything else), so its number is never reused.
 */
export const afiliaciones = pgTable(
  'afiliaciones',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    estado: afiliacionEstadoEnum('estado').notNull().default('pendiente'),
    ci: text('ci'),
    ciIndice: text('ci_indice'),
    fechaNacimiento: text('fecha_nacimiento'),
    celular: text('celular'),
    departamento: text('departamento').notNull(),
    institucion: text('institucion'),
    consentimientoEn: timestamp('consentimiento_en', { withTimezone: true }).notNull(),
    motivo: text('motivo'),
    numero: text('numero'),
    codigo: text('codigo'),
    creadoEn: createdAt('creado_en'),
    revisadoEn: timestamp('revisado_en', { withTimezone: true }),
    aprobadaEn: timestamp('aprobada_en', { withTimezone: true }),
    /**
     * The member's name and photo when the card was approved: its verification shows that name, and the
     * photo only while it is still the member's, so a profile edited later cannot make the card vouch
     * for someone else.
     */
    nombreAprobado: text('nombre_aprobado'),
    imagenAprobada: text('imagen_aprobada'),
    /** The admin who decided (no foreign key, as the audit log: an admin leaving rewrites nothing). */
    revisorId: integer('revisor_id'),
    /** Its CI was held by another active affiliation when it arrived, or was claimed by a request that arrived later. */
    ciEnConflicto: boolean('ci_en_conflicto').notNull().default(false),
  },
  (t) => [
    // A CI may be pending twice (the second request is flagged, not refused: a refusal would tell its
    // sender the CI is someone's), approved once.
    uniqueIndex('afiliaciones_ci_aprobada_unique').on(t.ciIndice).where(sql`${t.estado} = 'aprobada'`),
    uniqueIndex('afiliaciones_user_activa_unique').on(t.userId).where(sql`${t.estado} in ('pendiente', 'aprobada')`),
    uniqueIndex('afiliaciones_numero_unique').on(t.numero),
    uniqueIndex('afiliaciones_codigo_unique').on(t.codigo),
    index('afiliaciones_user_id_idx').on(t.userId),
    index('afiliaciones_ci_indice_idx').on(t.ciIndice),
    index('afiliaciones_estado_creado_idx').on(t.estado, t.creadoEn),
    index('afiliaciones_creado_en_idx').on(t.creadoEn),
    check('afiliaciones_sin_titular_sin_datos', sql`${t.userId} is not null or (${t.ci} is null and ${t.ciIndice} is null and ${t.fechaNacimiento} is null and ${t.celular} is null)`),
    check('afiliaciones_aprobada_con_numero', sql`${t.estado} <> 'aprobada' or (${t.numero} is not null and ${t.codigo} is not null)`),
  ],
);
