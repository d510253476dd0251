import {
  ACCOUNT_MSG,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  firstIssue,
  idParamSchema,
  MSG,
  totpCodeSchema,
  updateProfileSchema,
  type TwoFactorSetup,
  type User,
} from '@plataforma/contracts';
import { attempt, formFields, isServerRender, loaderApi, refuse, refusedWith, succeeded, useSession, type ActionResult } from '@plataforma/shared-auth';
import type { ApiClient } from '@plataforma/shared-auth/api';
import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PHOTO_FIELD } from '../../components/PhotoPicker';

/** Which of /perfil's forms was sent (its hidden `intent` field, or the pressed button's). */
export const INTENT = {
  editarPerfil: 'editar-perfil',
  cambiarContrasena: 'cambiar-contrasena',
  cambiarCorreo: 'cambiar-correo',
  cerrarSesion: 'cerrar-sesion',
  cerrarOtrasSesiones: 'cerrar-otras-sesiones',
  cancelarInscripcion: 'cancelar-inscripcion',
  generarDosPasos: 'dos-pasos-generar',
  activarDosPasos: 'dos-pasos-activar',
  desactivarDosPasos: 'dos-pasos-desactivar',
  /** Leaves the QR code, or the recovery codes once saved: nothing to write, the section shows its status. */
  cerrarDosPasos: 'dos-pasos-cerrar',
  eliminarCuenta: 'eliminar-cuenta',
} as const;

/** What 'Verificación en dos pasos' gets back: the QR code to scan, or the recovery codes shown once. */
export interface TwoFactorResult extends ActionResult {
  setup?: TwoFactorSetup;
  codigos?: string[];
}

/** The hidden fields that carry a started setup through a refused code (no JavaScript: nothing else keeps it). */
export const SETUP_FIELDS = { secreto: 'secreto', qr: 'qr' } as const;

interface Write {
  form: FormData;
  fields: Record<string, string>;
  api: ApiClient;
  context: unknown;
}

/**
 * /perfil's action, in the browser (fetchers: each section writes in place) or on the server (a form
 * posted without JavaScript). Every answer is tagged with its form's `intent` (and `id`), so the section
 * that sent it shows it. A write that ends the session (closing this one, deleting the account) redirects.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const write: Write = { form, fields: formFields(form), api: await loaderApi(context), context };
  switch (write.fields.intent) {
    case INTENT.editarPerfil:
      return editProfile(write);
    case INTENT.cambiarContrasena:
      return changePassword(write);
    case INTENT.cambiarCorreo:
      return changeEmail(write);
    case INTENT.cerrarSesion:
      return closeSession(write);
    case INTENT.cerrarOtrasSesiones: {
      const done = await attempt(() => write.api.delete<{ message: string }>('/account/sessions'), 'No se pudieron cerrar las demás sesiones.', tag(write));
      return done.ok ? succeeded(tag(write), done.value.data.message) : done.refusal;
    }
    case INTENT.cancelarInscripcion:
      return cancelSignUp(write);
    case INTENT.generarDosPasos:
    case INTENT.activarDosPasos:
    case INTENT.desactivarDosPasos:
    case INTENT.cerrarDosPasos:
      return twoFactor(write);
    case INTENT.eliminarCuenta:
      return deleteAccount(write);
    default:
      return refuse(MSG.solicitudInvalida, tag(write));
  }
}

/** The form an answer is for. */
const tag = ({ fields }: Write) => ({ intent: fields.intent ?? '' });

/** The checked `id` of a session's or an event's form, or null for a tampered one. */
function sentId({ fields }: Write): number | null {
  const parsed = idParamSchema.safeParse({ id: fields.id });
  return parsed.success ? parsed.data.id : null;
}

/**
 * 'Editar perfil': multipart, the photo as the `imagen` file, or `quitarFoto` (its button's value). The
 * session's user follows: the store in the browser, the page being rendered on the server.
 */
async function editProfile(write: Write) {
  const { form, fields, api, context } = write;
  const typed = { ...tag(write), nombre: fields.nombre ?? '', ubicacion: fields.ubicacion ?? '' };
  const parsed = updateProfileSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error), typed);

  const body = new FormData();
  body.set('nombre', parsed.data.nombre);
  body.set('ubicacion', parsed.data.ubicacion);
  const photo = form.get(PHOTO_FIELD);
  if (parsed.data.quitarFoto) body.set('quitarFoto', '1');
  // A form sent without a photo still has the empty file input's part.
  else if (photo instanceof Blob && photo.size > 0) body.set(PHOTO_FIELD, photo);

  const done = await attempt(() => api.patch<User>('/account/profile', body), 'No se pudo actualizar el perfil.', typed);
  if (!done.ok) return done.refusal;
  if (isServerRender(context)) context.user = done.value.data;
  else useSession.getState().setUser(done.value.data);
  return succeeded(tag(write), ACCOUNT_MSG.perfilActualizado);
}

/** 'Cambiar contraseña': the register rules, then the API (which signs out the other sessions). Passwords never come back. */
async function changePassword(write: Write) {
  const parsed = changePasswordSchema.safeParse(write.fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error), tag(write));
  const done = await attempt(() => write.api.post<{ message: string }>('/account/password', parsed.data), 'No se pudo cambiar la contraseña.', tag(write));
  return done.ok ? succeeded(tag(write), done.value.data.message) : done.refusal;
}

/**
 * 'Cambiar correo': the new address and the current password. The account keeps its address
 * until the link mailed to the new one is opened. The password never comes back; the address does.
 */
async function changeEmail(write: Write) {
  const typed = { ...tag(write), email: write.fields.email ?? '' };
  const parsed = changeEmailSchema.safeParse(write.fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error), typed);
  const done = await attempt(() => write.api.post<{ message: string }>('/account/email', parsed.data), 'No se pudo cambiar el correo.', typed);
  return done.ok ? succeeded(tag(write), done.value.data.message) : done.refusal;
}

/** 'Cerrar esta sesión': this device's (`actual`) signs out, to /login. */
async function closeSession(write: Write) {
  const id = sentId(write);
  const target = { ...tag(write), id: write.fields.id ?? '' };
  if (id === null) return refuse(MSG.idInvalido, target);
  const done = await attempt(() => write.api.delete(`/account/sessions/${id}`), 'No se pudo cerrar la sesión.', target);
  if (!done.ok) return done.refusal;
  if (write.fields.actual !== '1') return succeeded(target, ACCOUNT_MSG.sesionCerrada);
  return signedOut(write.context, paths.login);
}

/** 'Cancelar inscripción' of an upcoming event (the place is freed). */
async function cancelSignUp(write: Write) {
  const id = sentId(write);
  const target = { ...tag(write), id: write.fields.id ?? '' };
  if (id === null) return refuse(MSG.idInvalido, target);
  const done = await attempt(() => write.api.delete(`/eventos/${id}/inscripcion`), 'No se pudo cancelar la inscripción.', target);
  return done.ok ? succeeded(target) : done.refusal;
}

/**
 * 'Verificación en dos pasos': the QR code, then a first code turns it on (the recovery codes come back,
 * shown once), a current code turns it off. A refused first code keeps the QR code on screen.
 */
async function twoFactor(write: Write): Promise<unknown> {
  const { fields, api } = write;
  const intent = tag(write);
  if (fields.intent === INTENT.cerrarDosPasos) return succeeded(intent);
  if (fields.intent === INTENT.generarDosPasos) {
    const done = await attempt(() => api.post<TwoFactorSetup>('/account/two-factor/setup'), 'No se pudo generar el código QR.', intent);
    return done.ok ? succeeded(intent, undefined, { setup: done.value.data }) : done.refusal;
  }

  const enabling = fields.intent === INTENT.activarDosPasos;
  const withSetup = (refusal: ReturnType<typeof refuse>) => (enabling ? refusedWith(refusal, { setup: sentSetup(fields) }) : refusal);
  const parsed = totpCodeSchema.safeParse(fields);
  if (!parsed.success) return withSetup(refuse(firstIssue(parsed.error), intent));
  if (enabling) {
    const done = await attempt(
      () => api.post<{ codigosRecuperacion: string[] }>('/account/two-factor/enable', parsed.data),
      'No se pudo activar la verificación en dos pasos.',
      intent,
    );
    return done.ok ? succeeded(intent, ACCOUNT_MSG.dosPasosActivada, { codigos: done.value.data.codigosRecuperacion }) : withSetup(done.refusal);
  }
  const done = await attempt(
    () => api.post<{ message: string }>('/account/two-factor/disable', parsed.data),
    'No se pudo desactivar la verificación en dos pasos.',
    intent,
  );
  return done.ok ? succeeded(intent, done.value.data.message) : done.refusal;
}

/** The started setup its form carried back (only a QR code the API would make: a PNG data URL). */
function sentSetup(fields: Record<string, string>): TwoFactorSetup {
  const qr = fields[SETUP_FIELDS.qr] ?? '';
  return { secreto: fields[SETUP_FIELDS.secreto] ?? '', otpauthUrl: '', qr: qr.startsWith('data:image/png;base64,') ? qr : '' };
}

/** 'Eliminar mi cuenta', confirmed with the password (the API checks it): signed out, home. */
async function deleteAccount(write: Write) {
  const parsed = deleteAccountSchema.safeParse(write.fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error), tag(write));
  const done = await attempt(() => write.api.post('/account/delete', parsed.data), 'No se pudo eliminar la cuenta.', tag(write));
  return done.ok ? signedOut(write.context, paths.home) : done.refusal;
}

/**
 * The session is over (the API cleared its cookie): in the browser the store forgets the user too, and
 * the page shows its loading line until the redirect lands (`ProfilePage`).
 */
function signedOut(context: unknown, to: string) {
  if (!isServerRender(context)) useSession.getState().clear();
  return redirect(to);
}
