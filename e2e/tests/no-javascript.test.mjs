/**
 * The account forms with JavaScript disabled: each posts to its page, whose route action
 * runs on the server; it answers a redirect or the page again with the error beside the fields. The pages
 * with errors shown pass axe. Participation (comment, vote, sign-up, affiliation) without JavaScript is in
 * tests/no-javascript-participation.test.mjs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { platformPerFile } from '../lib/fixture.mjs';
import { accessible, shows, type, withoutJavaScript } from '../lib/noScript.mjs';
import { linkFromOutbox } from '../lib/outbox.mjs';

const platform = platformPerFile();

test('without JavaScript a member signs in and is sent back to the page that asked; a wrong password is said beside the form', async () => {
  const context = await withoutJavaScript(platform);
  const page = await context.newPage();
  await page.goto('/login?volver=/agenda');
  await type(page, 'Correo electrónico', 'maria.quispe@demo.bo');
  await type(page, 'Contraseña', 'equivocada');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await shows(page, 'Credenciales inválidas. Intenta nuevamente.');
  assert.equal(await page.getByLabel('Correo electrónico').inputValue(), 'maria.quispe@demo.bo', 'the email is kept');
  assert.equal(await page.getByLabel('Contraseña', { exact: true }).inputValue(), '', 'the password is not sent back');
  await accessible(page, '/login with its error');

  await type(page, 'Contraseña', 'miembro123');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === '/agenda');
  // The page is the member's, rendered for the session.
  await page.getByRole('link', { name: 'María Quispe Mamani' }).first().waitFor();
  await context.close();
});

test('without JavaScript a visitor registers (a photo included) and is signed in; a mismatch is said first', async () => {
  const context = await withoutJavaScript(platform);
  const page = await context.newPage();
  await page.goto('/register');
  await type(page, 'Nombre completo', 'Rosa Condori');
  await type(page, 'Ubicación (ciudad)', 'Oruro');
  await type(page, 'Correo electrónico', 'rosa.condori@e2e.bo');
  await type(page, 'Contraseña', 'secreto123');
  await type(page, 'Confirmar contraseña', 'secreto124');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await shows(page, 'Las contraseñas no coinciden.');
  assert.equal(await page.getByLabel('Nombre completo').inputValue(), 'Rosa Condori', 'what was typed is kept');
  await accessible(page, '/register with its error');

  await type(page, 'Contraseña', 'secreto123');
  await type(page, 'Confirmar contraseña', 'secreto123');
  assert.equal(await page.getByRole('checkbox', { name: /Acepto los términos/ }).isChecked(), true, 'the box ticked is kept');
  await page.getByLabel('Foto de perfil (opcional)').setInputFiles(new URL('../../api/seed-assets/retrato-1.jpg', import.meta.url).pathname);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Rosa Condori' }).first().waitFor();
  await context.close();
});

test('without JavaScript a member asks for a reset link, sets a new password with it and signs in with that', async () => {
  const context = await withoutJavaScript(platform);
  const page = await context.newPage();
  await page.goto('/recuperar');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await shows(page, 'Todos los campos son obligatorios.');
  await accessible(page, '/recuperar with its error');
  await type(page, 'Correo electrónico', 'carlos.choque@demo.bo');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await shows(page, 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.');

  const link = await linkFromOutbox(platform.outboxDir, 'carlos.choque@demo.bo', `${platform.baseUrl}/restablecer?token=`);
  await page.goto(link);
  await type(page, 'Nueva contraseña', 'nueva-clave-1');
  await type(page, 'Confirmar nueva contraseña', 'otra-clave-1');
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await shows(page, 'Las contraseñas no coinciden.');
  await accessible(page, '/restablecer with its error');
  await type(page, 'Nueva contraseña', 'nueva-clave-1');
  await type(page, 'Confirmar nueva contraseña', 'nueva-clave-1');
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();

  await type(page, 'Correo electrónico', 'carlos.choque@demo.bo');
  await type(page, 'Contraseña', 'nueva-clave-1');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Carlos Choque Apaza' }).first().waitFor();
  await context.close();
});

test('without JavaScript a server-rendered page does not ask for it; the admin area, drawn by scripts only, does', async () => {
  const context = await withoutJavaScript(platform);
  const page = await context.newPage();
  // Playwright's text locators skip <noscript>, which a page without scripts shows: read the body's text.
  const shown = () => page.locator('body').textContent();
  const NOTICE = 'Activa JavaScript para usar Plataforma Juvenil.';
  await page.goto('/noticias');
  assert.match(await shown(), /Noticias/);
  assert.ok(!(await shown()).includes(NOTICE), '/noticias works without scripts and says nothing of them');
  await page.goto('/admin');
  assert.ok((await shown()).includes(NOTICE), '/admin asks for scripts');
  await context.close();
});

test('a form posted from another site is refused before anything runs', async () => {
  const response = await fetch(`${platform.baseUrl}/login`, {
    method: 'POST',
    headers: { Origin: 'https://otro-sitio.example', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=maria.quispe%40demo.bo&password=miembro123',
    redirect: 'manual',
  });
  assert.equal(response.status, 403);
  assert.equal(response.headers.get('set-cookie'), null, 'no session was started');
});
