import { linkFromOutbox } from './outbox.mjs';
/**
 * Logs a browser context in through the API (as the shell's client would: CSRF cookie first), and
 * seeds the cached user the shell restores from, so a page opens already signed in.
 */
export async function signIn(context, baseUrl, { email, password }) {
  await context.request.get(`${baseUrl}/api/auth/csrf`);
  const csrf = (await context.cookies(baseUrl)).find((c) => c.name === 'XSRF-TOKEN');
  if (!csrf) throw new Error('The API did not set the XSRF-TOKEN cookie');
  const response = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password },
    headers: { 'X-XSRF-TOKEN': csrf.value },
  });
  if (!response.ok()) throw new Error(`Login failed: ${response.status()} ${await response.text()}`);
  const user = await response.json();
  await context.addInitScript((cached) => {
    if (!window.localStorage.getItem('user')) window.localStorage.setItem('user', cached);
  }, JSON.stringify(user));
  return user;
}

/**
 * A write through the API with the context's session, as the shell's client sends it (CSRF header from
 * the cookie): for the steps of a flow that are not what the test is about.
 */
export async function apiWrite(context, baseUrl, method, path, data) {
  const csrf = (await context.cookies(baseUrl)).find((c) => c.name === 'XSRF-TOKEN');
  if (!csrf) throw new Error('No XSRF-TOKEN cookie: sign the context in first');
  return context.request.fetch(`${baseUrl}/api${path}`, { method, data, headers: { 'X-XSRF-TOKEN': csrf.value } });
}

/**
 * Registers an account through the API (terms accepted) and follows the 'Confirma tu correo' link from the
 * platform's outbox, as the member would: it may then comment, vote and sign up. The context is
 * left signed out.
 */
export async function registerConfirmed(context, platform, fields) {
  await context.request.get(`${platform.baseUrl}/api/auth/csrf`);
  const csrf = (await context.cookies(platform.baseUrl)).find((c) => c.name === 'XSRF-TOKEN');
  const response = await context.request.post(`${platform.baseUrl}/api/auth/register`, {
    multipart: { ...fields, aceptaTerminos: 'true' },
    headers: { 'X-XSRF-TOKEN': csrf.value },
  });
  if (response.status() !== 201) throw new Error(`Register failed: ${response.status()} ${await response.text()}`);
  await context.clearCookies();
  const link = await linkFromOutbox(platform.outboxDir, fields.email, `${platform.baseUrl}/confirmar-correo?token=`);
  const page = await context.request.get(link);
  if (!(await page.text()).includes('Correo confirmado.')) throw new Error(`The confirmation link did not confirm ${fields.email}`);
}
