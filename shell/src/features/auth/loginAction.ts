import { firstIssue, type LoginChallenge, loginSchema, loginVerifySchema, MSG } from '@plataforma/contracts';
import { attempt, formFields, loaderApi, refuse, refusedWith } from '@plataforma/shared-auth';
import type { ActionFunctionArgs } from 'react-router-dom';
import { answeredUser, signedIn } from './signedIn';

/** The code step's buttons: send the code, or go back to the password step. */
export const VERIFY_INTENT = 'codigo';
export const BACK_INTENT = 'volver';

/**
 * /login's action, in the browser or on the server (no JavaScript): the password step, then for a two-step
 * account the code step (`challenge` keeps the pending sign-in's token between them). Passwords are never
 * sent back in `fields`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const fields = formFields(await request.formData());
  const api = await loaderApi(context);
  const email = { email: fields.email ?? '' };
  if (fields.intent === BACK_INTENT) return { fields: email };

  if (fields.intent === VERIFY_INTENT) {
    const parsed = loginVerifySchema.safeParse(fields);
    const challenge = { challenge: fields.token ?? '' };
    if (!parsed.success) return refusedWith(refuse(firstIssue(parsed.error), email), challenge);
    const done = await attempt(() => api.post('/auth/login/verify', parsed.data), 'No se pudo verificar el código.', email);
    if (!done.ok) return refusedWith(done.refusal, challenge);
    const user = answeredUser(done.value.data);
    return user ? signedIn(context, request, user) : refuse(MSG.respuestaVacia);
  }

  const parsed = loginSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error), email);
  // Its 401 means wrong credentials, not an expired session; the API says so in its message. An answer
  // without one (a proxy's error page) is SPEC §8's screen default, not a wrong password.
  const done = await attempt(() => api.post('/auth/login', parsed.data, { expectUnauthorized: true }), 'Error inesperado al iniciar sesión.', email);
  if (!done.ok) return done.refusal;
  if (done.value.status === 202) return { challenge: (done.value.data as LoginChallenge).token, fields: email };
  const user = answeredUser(done.value.data);
  return user ? signedIn(context, request, user) : refuse(MSG.respuestaVacia, email);
}
