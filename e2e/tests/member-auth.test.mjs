import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { adminRemoteRequests, platformPerFile } from '../lib/fixture.mjs';
import { linkFromOutbox } from '../lib/outbox.mjs';

const platform = platformPerFile();
const PHOTO = fileURLToPath(new URL('../../api/seed-assets/retrato-1.jpg', import.meta.url));

test('a visitor registers with a photo, lands on / signed in and sees the photo on /perfil', async () => {
  const { context, page } = await platform.open();
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
  await page.getByLabel('Nombre completo').fill('Rosa Condori');
  await page.getByLabel('Ubicación (ciudad)').fill('Oruro');
  await page.getByLabel('Correo electrónico').fill('rosa.condori@e2e.bo');
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto123');
  await page.getByLabel('Confirmar contraseña').fill('secreto123');
  await page.getByLabel('Foto de perfil (opcional)').setInputFiles(PHOTO);
  await page.getByRole('button', { name: 'Cambiar' }).waitFor();
  await page.getByRole('checkbox', { name: /^Acepto los términos y la política de privacidad/ }).check();
  await page.getByRole('button', { name: 'Registrarse' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Rosa Condori' }).first().click();
  await page.waitForURL('**/perfil');
  await page.getByRole('heading', { name: '¡Te damos la bienvenida, Rosa Condori!' }).waitFor();
  await page.getByText('rosa.condori@e2e.bo').waitFor();
  const photo = page.getByRole('img', { name: 'Foto de perfil de Rosa Condori' });
  await photo.waitFor();
  // The upload was re-encoded to WebP and is served from the media host.
  const src = await photo.getAttribute('src');
  assert.match(src, /^\/media\/.+\.webp$/);
  const response = await context.request.get(platform.baseUrl + src);
  assert.equal(response.headers()['content-type'], 'image/webp');
  await context.close();
});

test("a new member reads but cannot vote until they follow the mailed 'Confirma tu correo' link, which works without scripts", async () => {
  const fields = { nombre: 'Pedro Choque', email: 'pedro.choque@e2e.bo', password: 'secreto123' };
  const { context, page } = await platform.open();
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill(fields.nombre);
  await page.getByLabel('Ubicación (ciudad)').fill('Tarija');
  await page.getByLabel('Correo electrónico').fill(fields.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirmar contraseña').fill(fields.password);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await page.getByText('Debes aceptar los términos y la política de privacidad.').waitFor();
  // Sent before the scripts ran, the form came back from the server, which never writes a password back:
  // a person sees both fields empty and types them again.
  for (const label of ['Contraseña', 'Confirmar contraseña']) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.inputValue()) === '') await field.fill(fields.password);
  }
  await page.getByRole('checkbox', { name: /^Acepto los términos y la política de privacidad/ }).check();
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/encuestas');
  await page.getByText('Confirma tu correo electrónico para participar.').first().waitFor();
  assert.equal(await page.getByRole('button', { name: /^Votar por/ }).count(), 0);
  await page.getByRole('button', { name: 'Reenviar correo de confirmación' }).first().click();
  await page.getByText(`Te enviamos un nuevo enlace de confirmación a ${fields.email}.`).waitFor();

  // The mailed link, opened where no script runs: the server confirms while it renders the page.
  const link = await linkFromOutbox(platform.outboxDir, fields.email, `${platform.baseUrl}/confirmar-correo?token=`);
  const noScripts = await platform.open(undefined, { javaScriptEnabled: false });
  await noScripts.page.goto(link);
  await noScripts.page.getByText('Correo confirmado.').waitFor();
  await noScripts.page.goto(link);
  await noScripts.page.getByText(/El enlace de confirmación no es válido, ya fue usado o expiró/).waitFor();
  await noScripts.context.close();

  await page.goto('/encuestas');
  await page.getByRole('button', { name: /^Votar por/ }).first().waitFor();
  await context.close();
});

test('a member who opens /admin is sent to / without any admin-remote request', async () => {
  const { context, page, requests } = await platform.open();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('maria.quispe@demo.bo');
  await page.getByLabel('Contraseña', { exact: true }).fill('miembro123');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'María Quispe Mamani' }).first().waitFor();

  await page.goto('/admin', { waitUntil: 'networkidle' });
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Imágenes de nuestra lucha por ser Libre' }).waitFor();
  assert.deepEqual(adminRemoteRequests(requests), []);
  await context.close();
});

test('comments carry their own Idempotency-Key; a session ended on the server sends the member to /login', async () => {
  const { context, page } = await platform.open();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('maria.quispe@demo.bo');
  await page.getByLabel('Contraseña', { exact: true }).fill('miembro123');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // A full page load: the store restores the cached user, and so loads the client and listens to it.
  await page.goto('/publicaciones');
  const comment = async (text) => {
    const field = page.getByLabel('Escribe un comentario').first();
    await field.fill(text);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/comentarios'),
      page.getByRole('button', { name: 'Enviar' }).first().click(),
    ]);
    return { headers: request.headers(), response: await request.response() };
  };
  const first = await comment('Primer comentario de prueba');
  const second = await comment('Segundo comentario de prueba');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  assert.equal(first.response.status(), 201);
  assert.match(first.headers['idempotency-key'], uuid);
  assert.match(second.headers['idempotency-key'], uuid);
  assert.notEqual(first.headers['idempotency-key'], second.headers['idempotency-key']);
  assert.ok(first.headers['x-xsrf-token']);

  // The server forgets the session: the next request answers 401, and the store (told by the client) clears the user.
  await context.clearCookies({ name: 'pj_session' });
  const expired = await comment('Comentario sin sesión');
  assert.equal(expired.response.status(), 401);
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(await page.evaluate(() => window.localStorage.getItem('user')), null);
  await context.close();
});
