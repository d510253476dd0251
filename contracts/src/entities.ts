import { z } from 'zod';
import { ROLES } from './roles';

/**
 * Entity shapes of spec-notes §3 as the API sends them (JSON, Spanish camelCase names). One zod schema per
 * entity: the API serializes and documents its responses with it, the front end takes its types.
 */

const id = z.number().int();
/** Instants travel as ISO 8601 strings. */
const instant = z.string();

export const userSchema = z.object({
  id,
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(ROLES),
  ubicacion: z.string(),
  /** Path relative to the media host, or '' when the user has no photo. */
  imagen: z.string(),
  creadoEn: instant,
  /** Blocked by a moderator: still reads and signs in, but cannot comment, vote, report or sign up. */
  bloqueado: z.boolean(),
  /** The member followed the emailed link; until then they read and sign in, but cannot take part. */
  emailConfirmado: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const imagenSchema = z.object({ id, titulo: z.string(), descripcion: z.string().nullable(), url: z.string() });
export type Imagen = z.infer<typeof imagenSchema>;

export const noticiaSchema = z.object({ id, titulo: z.string(), descripcion: z.string(), imagenUrl: z.string(), fecha: instant });
export type Noticia = z.infer<typeof noticiaSchema>;

export const eventoSchema = z.object({
  id,
  titulo: z.string(),
  descripcion: z.string(),
  /** When it starts. */
  fecha: instant,
  /** When it ends; null when not given (it then lasts `EVENTO_DURACION_HORAS`). */
  fechaFin: instant.nullable(),
  lugar: z.string().nullable(),
  imagen: z.string().nullable(),
  /** Places for sign-ups; null when the event takes everyone. */
  cupo: z.number().int().nullable(),
  /** Members signed up. */
  inscritos: z.number().int(),
  /** Present for a logged-in member: whether that member is signed up (never in a visitor's payload). */
  inscrito: z.boolean().optional(),
});
export type Evento = z.infer<typeof eventoSchema>;

export const publicacionSchema = z.object({ id, titulo: z.string(), contenido: z.string(), creadoEn: instant });
export type Publicacion = z.infer<typeof publicacionSchema>;

export const comentarioSchema = z.object({
  id,
  contenido: z.string(),
  publicacionId: id,
  creadoEn: instant,
  /** When its author last edited it (shown 'editado'); null when never. */
  editadoEn: instant.nullable(),
  /**
   * Hidden by moderation (3 reports or an admin's 'Ocultar'): everyone but an admin gets `contenido` empty
   * and shows 'Comentario oculto por moderación' instead; an admin gets the text with the flag.
   */
  oculto: z.boolean(),
  usuario: z.object({ id, nombre: z.string() }),
});
export type Comentario = z.infer<typeof comentarioSchema>;

/** A publication with its comments (oldest first): `GET /api/publicaciones/all?include=comentarios`. */
export const publicacionConComentariosSchema = publicacionSchema.extend({ comentarios: z.array(comentarioSchema) });
export type PublicacionConComentarios = z.infer<typeof publicacionConComentariosSchema>;

export const encuestaSchema = z.object({
  id,
  titulo: z.string(),
  descripcion: z.string().nullable(),
  opciones: z.array(z.string()),
  /**
   * The tally (every option, 0 when none), only for whoever may see results: everyone once
   * the survey is closed, an admin always, a member after voting. A visitor's open survey has none.
   */
  votos: z.record(z.string(), z.number().int()).optional(),
  creadoEn: instant,
  /** After this instant the survey takes no votes; null: open until deleted. */
  cierraEn: instant.nullable(),
  /** `cierraEn` has passed, as the API saw it when it answered. */
  cerrada: z.boolean(),
  /** Present for a logged-in member: whether that member already voted on this survey. */
  yaVotaste: z.boolean().optional(),
});
export type Encuesta = z.infer<typeof encuestaSchema>;

/** One Server-Sent Event of `GET /api/encuestas/:id/eventos`: the survey's tally now. */
export const votosEnVivoSchema = z.object({ id, votos: z.record(z.string(), z.number().int()) });
export type VotosEnVivo = z.infer<typeof votosEnVivoSchema>;

/** `GET /api/encuestas/:id/resultados` (admin): each option's votes and share of the total, in the survey's order. */
export const resultadosEncuestaSchema = z.object({
  id,
  titulo: z.string(),
  creadoEn: instant,
  cierraEn: instant.nullable(),
  total: z.number().int(),
  cerrada: z.boolean(),
  resultados: z.array(z.object({ opcion: z.string(), votos: z.number().int(), porcentaje: z.number() })),
});
export type ResultadosEncuesta = z.infer<typeof resultadosEncuestaSchema>;

export const asistenciaSchema = z.object({
  id,
  tituloEvento: z.string(),
  nombreCompleto: z.string(),
  ci: z.string(),
  distrito: z.string(),
  celular: z.string(),
  colegio: z.string(),
  /** Null on a check-in from an event's sign-ups until an admin fills it in. */
  edad: z.number().int().nullable(),
  asistio: z.boolean(),
  fechaEvento: z.string().nullable(),
  /** The event and member of a check-in; null on rows typed by hand. */
  eventoId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
});
export type Asistencia = z.infer<typeof asistenciaSchema>;

export const miembroEquipoSchema = z.object({ id, imagen: z.string(), nombre: z.string(), rol: z.string(), descripcion: z.string() });
export type MiembroEquipo = z.infer<typeof miembroEquipoSchema>;

export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A paginated list: `{ data, total, page, limit, totalPages, hasNext, hasPrev }`. */
export const paginatedSchema = <Item extends z.ZodType>(item: Item) => pageInfoSchema.extend({ data: z.array(item) });
export type Paginated<T> = PageInfo & { data: T[] };

/** GET /api/users names its list `users` (spec-notes §3). */
export const usersPageSchema = pageInfoSchema.extend({ users: z.array(userSchema) });
export type UsersPage = z.infer<typeof usersPageSchema>;

export const statsSchema = z.object({
  usuarios: z.number().int(),
  publicaciones: z.number().int(),
  imagenes: z.number().int(),
  eventos: z.number().int(),
  asistencias: z.number().int(),
  /** Affiliation requests waiting for review. */
  afiliacionesPendientes: z.number().int(),
  /** Comments awaiting a moderator: hidden, or reported since their last review ('Reportes pendientes'). */
  reportesPendientes: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** Every API error body (spec-notes "Design rules"). */
export const apiErrorSchema = z.object({ statusCode: z.number().int(), error: z.string(), message: z.string() });

/** The body of a delete or a logout: one Spanish sentence. */
export const messageSchema = z.object({ message: z.string() });
