import { z } from 'zod';
import { MAX_DB_INTEGER, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { text } from './input';
import { ROLES } from './roles';
import { MSG } from './messages';

/** A required text: trimmed, then non-empty, with one message for both "missing" and "blank". */
export const requiredText = (message: string, max = 255, campo = 'texto') =>
  text(message)
    .trim()
    .min(1, message)
    .max(max, MSG.textoLargo(campo, max));

const optionalText = (max: number, campo: string) =>
  text()
    .trim()
    .max(max, MSG.textoLargo(campo, max))
    .optional()
    .transform((v) => v ?? '');

/** A required email address, lower-cased. */
export const emailAddress = (message: string) =>
  requiredText(message, 254, 'email').pipe(z.email(MSG.emailInvalido)).transform((v) => v.toLowerCase());

/** A new password with the register rules (spec-notes §5), sent as typed: never trimmed. */
export const newPassword = (message: string) =>
  text(message)
    .refine((v) => v.trim().length > 0, message)
    .refine((v) => v.length >= PASSWORD_MIN_LENGTH, MSG.contrasenaCorta)
    .refine((v) => v.length <= PASSWORD_MAX_LENGTH, MSG.contrasenaLarga);

/** The refinement of every form that asks for a password twice ('Las contraseñas no coinciden.'). */
export const samePasswords: [(v: { password: string; confirmPassword: string }) => boolean, { message: string; path: string[] }] = [
  (v) => v.password === v.confirmPassword,
  { message: MSG.contrasenasNoCoinciden, path: ['confirmPassword'] },
];

/** POST /api/auth/login. */
export const loginSchema = z.object({
  email: requiredText(MSG.camposObligatorios, 254, 'email').transform((v) => v.toLowerCase()),
  password: text(MSG.camposObligatorios)
    .refine((v) => v.trim().length > 0, MSG.camposObligatorios)
    .refine((v) => v.length <= PASSWORD_MAX_LENGTH, MSG.contrasenaLarga),
});

/** The account fields a member or an admin sends; `missing` is the message for a blank required one. */
const accountSchema = (missing: string) =>
  z.object({
    nombre: requiredText(missing, 100, 'nombre'),
    email: emailAddress(missing),
    password: newPassword(missing),
    ubicacion: optionalText(100, 'ubicación'),
  });

/** The terms checkbox ('Acepto los términos y la política de privacidad.'): `true`, or 'true' as a form sends it. */
const aceptaTerminos = z.union([z.literal(true), z.literal('true')], { error: MSG.terminosObligatorios }).transform(() => true as const);

/** POST /api/auth/register (multipart text fields): the account and `aceptaTerminos`. */
export const registerSchema = accountSchema(MSG.camposObligatorios).extend({ aceptaTerminos });

/** The register form (spec-notes §5): all five text fields required, passwords must match. */
export const registerFormSchema = z
  .object({
    nombre: requiredText(MSG.camposObligatorios, 100, 'nombre'),
    ubicacion: requiredText(MSG.camposObligatorios, 100, 'ubicación'),
    email: emailAddress(MSG.camposObligatorios),
    password: newPassword(MSG.camposObligatorios),
    confirmPassword: text().refine((v) => v.trim().length > 0, MSG.camposObligatorios),
    aceptaTerminos,
  })
  .refine(...samePasswords);

/** POST /api/users (admin, multipart text fields). */
export const createUserSchema = accountSchema(MSG.faltanCamposUsuario);
export type CreateUserInput = z.input<typeof createUserSchema>;

/** PATCH /api/users/:id/role. */
export const updateRoleSchema = z.object({
  rol: z.enum(ROLES, { error: MSG.rolInvalido }),
});

/** Path ids: a positive integer that fits a PostgreSQL integer, else 'ID inválido.' */
export const idParamSchema = z.object({
  id: text(MSG.idInvalido)
    .regex(/^\d{1,10}$/, MSG.idInvalido)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_DB_INTEGER, MSG.idInvalido),
});

/** `?format=csv` on a list an admin may export ('Exportar CSV'); JSON otherwise. */
export const exportFormatQuerySchema = z.object({ format: z.enum(['json', 'csv'], { error: MSG.formatoInvalido }).optional() });

const PAGE_INVALID = 'El número de página no es válido.';
const LIMIT_INVALID = 'El límite no es válido.';

/** `page` and `limit` of every paginated list (`?page=2&limit=10`); `limit` defaults per list. */
export const pageQuerySchema = (defaultLimit = 10) =>
  z.object({
    page: z.coerce.number({ error: PAGE_INVALID }).int(PAGE_INVALID).min(1, PAGE_INVALID).optional().default(1),
    limit: z.coerce
      .number({ error: LIMIT_INVALID })
      .int(LIMIT_INVALID)
      .min(1, LIMIT_INVALID)
      .max(100, LIMIT_INVALID)
      .optional()
      .default(defaultLimit),
  });

/** The `search` of a list (by name, email or CI): at most 100 characters, trimmed; none is ''. */
export const searchText = text(MSG.busquedaInvalida).trim().max(100, MSG.busquedaInvalida).optional().default('');

/** GET /api/users query. */
export const listUsersQuerySchema = pageQuerySchema(10).extend({
  search: searchText,
  rol: z.union([z.enum(ROLES), z.literal('')], { error: MSG.rolInvalido }).optional().default(''),
});

/** GET /api/users/export.csv: the users screen's filter, every page. */
export const exportUsersQuerySchema = listUsersQuerySchema.pick({ search: true, rol: true });

/** The first Spanish message of a failed parse, for forms and the API's 400 bodies. */
export const firstIssue = (error: z.ZodError): string => error.issues[0]?.message ?? MSG.solicitudInvalida;
