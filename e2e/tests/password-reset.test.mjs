import assert from 'node:assert/strict';
import { test } from 'node:test';
import { platformPerFile } from '../lib/fixture.mjs';
import { linkFromOutbox } from '../lib/outbox.mjs';

const platform = platformPerFile();
const EMAIL = 'maria.quispe@demo.bo';
const ANSWER = 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.';

/** /login → '¿Olvidaste tu contraseña?' → /recuperar, and the one answer for any email. */
async function askForLink(page, email) {
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  // The router keeps /login on screen while the lazy page loads: wait for the page, not the URL.
  await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await page.getByText(ANSWER).waitFor();
}

test('reset by email: the link from the development outbox sets a new password, once', async () => {
  const { context, page } = await platform.open();
  await askForLink(page, 'nadie@e2e.bo');
  await askForLink(page, EMAIL);

  const link = await linkFromOutbox(platform.outboxDir, EMAIL, `${platform.baseUrl}/restablecer?token=`);
  // The link is logged too.
  await platform.logged(/restablecer\?token=/);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave-nueva-1');
  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('clave-nueva-1');
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await page.getByText('Tu contraseña fue restablecida. Ya puedes iniciar sesión.').waitFor();

  // The same link a second time.
  await page.goto(link);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave-nueva-2');
  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('clave-nueva-2');
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await page.getByText('El enlace no es válido o ya expiró.').waitFor();

  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(EMAIL);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave-nueva-1');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'María Quispe Mamani' }).first().waitFor();
  await context.close();
});

test('the emailed link opens a server-rendered page, and its form works', async () => {
  const { context, page } = await platform.open();
  await askForLink(page, 'jose.fernandez@demo.bo');
  const link = await linkFromOutbox(platform.outboxDir, 'jose.fernandez@demo.bo', `${platform.baseUrl}/restablecer?token=`);

  const fresh = await context.newPage();
  const response = await fresh.goto(link);
  assert.equal(response.status(), 200);
  assert.equal(await fresh.title(), 'Restablecer contraseña · Plataforma Juvenil');
  assert.match(await response.text(), /Nueva contraseña/, 'the form arrives in the HTML');
  await fresh.getByLabel('Nueva contraseña', { exact: true }).fill('clave-temprana');
  await fresh.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('clave-temprana');
  await fresh.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await fresh.getByText('Tu contraseña fue restablecida. Ya puedes iniciar sesión.').waitFor();
  await context.close();
});

