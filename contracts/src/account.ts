import { z } from 'zod';
import { afiliacionMiaSchema } from './afiliaciones';
import { PASSWORD_MAX_LENGTH } from './constants';
import { miInscripcionSchema } from './eventos';
import { MSG } from './messages';
import { text } from './input';
import { emailAddress, newPassword, requiredText, samePasswords } from './schemas';

/** Texts of the account features, shared by the screens and the API. */
export const ACCOUNT_MSG = {
  perfilActualizado: 'Perfil actualizado.',
  contrasenaActualizada: 'Contraseña actualizada.',
  contrasenaActualIncorrecta: 'La contraseña actual no es correcta.',
  contrasenaIncorrecta: 'La contraseña no es correcta.',
  cuentaEliminada: 'Tu cuenta fue eliminada.',
  ultimoAdminEliminar: 'No puedes eliminar tu cuenta: eres el último administrador.',
  enlaceEnviado: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
  contrasenaRestablecida: 'Tu contraseña fue restablecida. Ya puedes iniciar sesión.',
  enlaceInvalido: 'El enlace no es válido o ya expiró.',
  codigoFormato: 'Ingresa el código de 6 dígitos de tu aplicación o un código de recuperación.',
  codigoIncorrecto: 'El código de verificación no es correcto.',
  verificacionExpirada: 'La verificación expiró. Vuelve a iniciar sesión.',
  dosPasosActivada: 'Verificación en dos pasos activada.',
  dosPasosDesactivada: 'Verificación en dos pasos desactivada.',
  dosPasosYaActiva: 'La verificación en dos pasos ya está activada.',
  dosPasosSinConfigurar: 'Primero genera el código QR de la verificación en dos pasos.',
  dosPasosInactiva: 'La verificación en dos pasos no está activada.',
  dosPasosSoloAdmin: 'La verificación en dos pasos es para cuentas de administrador.',
  dosPasosObligatoria: 'Activa la verificación en dos pasos en tu perfil para usar el panel de administración.',
  sesionCerrada: 'Sesión cerrada.',
  sesionesCerradas: 'Se cerraron las demás sesiones.',
  sesionNoEncontrada: 'La sesión no existe o ya fue cerrada.',
} as const;

/** Texts of the registration terms and the email confirmation, shared by the screens and the API. */
export const CORREO_MSG = {
  /** The register checkbox's label; its link goes to /privacidad. */
  terminosLabel: 'Acepto los términos y la política de privacidad.',
  terminosObligatorios: MSG.terminosObligatorios,
  /** 403 to a member whose email is not confirmed yet, on every participation route; the pages show it too. */
  confirmaTuCorreo: 'Confirma tu correo electrónico para participar.',
  reenviar: 'Reenviar correo de confirmación',
  reenviado: (email: string) => `Te enviamos un nuevo enlace de confirmación a ${email}.`,
  yaConfirmado: 'Tu correo electrónico ya está confirmado.',
  demasiadosReenvios: 'Ya te enviamos varios correos de confirmación. Revisa tu bandeja (y la carpeta de spam) o inténtalo de nuevo en una hora.',
  confirmado: 'Correo confirmado.',
  enlaceInvalido: 'El enlace de confirmación no es válido, ya fue usado o expiró. Inicia sesión y pide uno nuevo con «Reenviar correo de confirmación».',
  cambioPendiente: (email: string) => `Te enviamos un enlace a ${email}. Tu correo cambiará cuando lo abras.`,
  mismoCorreo: 'Ese ya es tu correo electrónico.',
} as const;

/** GET /api/auth/correo/confirmar?token=…: the token of the emailed link. */
export const confirmEmailQuerySchema = z.object({
  token: text(CORREO_MSG.enlaceInvalido).regex(/^[A-Za-z0-9_-]{20,100}$/, CORREO_MSG.enlaceInvalido),
});

/** POST /api/account/email: the new address, confirmed by the current password; it changes once the emailed link is opened. */
export const changeEmailSchema = z.object({
  email: emailAddress(MSG.camposObligatorios),
  currentPassword: text(MSG.camposObligatorios)
    .refine((v) => v.trim().length > 0, MSG.camposObligatorios)
    .refine((v) => v.length <= PASSWORD_MAX_LENGTH, MSG.contrasenaLarga),
});

/** PATCH /api/account/profile (multipart text fields; the photo is the `imagen` file). */
export const updateProfileSchema = z.object({
  nombre: requiredText(MSG.camposObligatorios, 100, 'nombre'),
  ubicacion: text().trim().max(100, MSG.textoLargo('ubicación', 100)).optional().default(''),
  /** '1' removes the current photo ('Quitar foto'). */
  quitarFoto: z
    .enum(['0', '1'], { error: MSG.solicitudInvalida })
    .optional()
    .transform((v) => v === '1'),
});

/** A password to check, never validated beyond presence and the hashing bound. */
const currentPassword = text(MSG.camposObligatorios)
  .refine((v) => v.trim().length > 0, MSG.camposObligatorios)
  .refine((v) => v.length <= PASSWORD_MAX_LENGTH, MSG.contrasenaLarga);

/** The new password twice, with the register rules. */
const passwordPair = z.object({
  password: newPassword(MSG.camposObligatorios),
  confirmPassword: text(MSG.camposObligatorios),
});

/** POST /api/account/password. */
export const changePasswordSchema = passwordPair.extend({ currentPassword }).refine(...samePasswords);

/** POST /api/account/delete: the password confirms. */
export const deleteAccountSchema = z.object({ password: currentPassword });

/** POST /api/auth/password/forgot. */
export const forgotPasswordSchema = z.object({
  email: requiredText(MSG.camposObligatorios, 254, 'email').pipe(z.email(MSG.emailInvalido)).transform((v) => v.toLowerCase()),
});

/** POST /api/auth/password/reset: the token of the emailed link and the new password. */
export const resetPasswordSchema = passwordPair
  .extend({ token: text(ACCOUNT_MSG.enlaceInvalido).regex(/^[A-Za-z0-9_-]{20,100}$/, ACCOUNT_MSG.enlaceInvalido) })
  .refine(...samePasswords);

/** A 6-digit TOTP code (spaces tolerated) or a recovery code (xxxxx-xxxxx). */
export const verificationCode = text(ACCOUNT_MSG.codigoFormato)
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, ACCOUNT_MSG.codigoFormato));

/** Only a current 6-digit code (enabling and disabling two-step sign-in). */
export const totpCodeSchema = z.object({
  codigo: text(ACCOUNT_MSG.codigoFormato)
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, ACCOUNT_MSG.codigoFormato)),
});

/** POST /api/auth/login/verify: the pending sign-in and its second step. */
export const loginVerifySchema = z.object({
  token: text(ACCOUNT_MSG.verificacionExpirada).regex(/^[A-Za-z0-9_-]{20,100}$/, ACCOUNT_MSG.verificacionExpirada),
  codigo: verificationCode,
});

/** POST /api/auth/login when the account has two-step sign-in: no session yet, a second step to pass. */
export const loginChallengeSchema = z.object({ verificacionRequerida: z.literal(true), token: z.string() });
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** GET /api/account/sessions. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  dispositivo: z.string(),
  ultimoUso: z.string(),
  creadoEn: z.string(),
  actual: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/two-factor. */
export const twoFactorStatusSchema = z.object({
  activa: z.boolean(),
  obligatoria: z.boolean(),
  codigosRestantes: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/account/two-factor/setup: shown once, until a code confirms it. */
export const twoFactorSetupSchema = z.object({ secreto: z.string(), otpauthUrl: z.string(), qr: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/account/two-factor/enable: the recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ codigosRecuperacion: z.array(z.string()) });

/** GET /api/account/export: everything the platform holds about the member. */
export const accountExportSchema = z.object({
  generadoEn: z.string(),
  perfil: z.object({
    id: z.number().int(),
    nombre: z.string(),
    email: z.string(),
    rol: z.string(),
    ubicacion: z.string(),
    imagen: z.string(),
    creadoEn: z.string(),
    /** Blocked by a moderator (cannot comment, vote, report or sign up). */
    bloqueado: z.boolean(),
    /** When the email was confirmed (null: not yet), and when the terms were accepted (null: an account made before registration asked for them). */
    emailConfirmadoEn: z.string().nullable(),
    terminosAceptadosEn: z.string().nullable(),
  }),
  /**
   * The member's affiliation requests, oldest first, with their own CI, birth date and phone and
   * the card's number and code; empty before the first request.
   */
  afiliaciones: z.array(afiliacionMiaSchema),
  comentarios: z.array(
    z.object({ id: z.number().int(), publicacionId: z.number().int(), publicacion: z.string(), contenido: z.string(), creadoEn: z.string() }),
  ),
  votos: z.array(z.object({ encuestaId: z.number().int(), encuesta: z.string(), opcion: z.string(), creadoEn: z.string() })),
  /** The comments the member reported ('Reportar'); deleted with the account. */
  reportes: z.array(z.object({ comentarioId: z.number().int(), motivo: z.string(), creadoEn: z.string() })),
  /** The member's event sign-ups ('Mis actividades'), oldest first. */
  inscripcionesEventos: z.array(miInscripcionSchema),
  sesiones: z.array(z.object({ dispositivo: z.string(), creadoEn: z.string(), ultimoUso: z.string() })),
  verificacionDosPasos: z.object({ activa: z.boolean(), codigosRecuperacionRestantes: z.number().int() }),
  notas: z.array(z.string()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
