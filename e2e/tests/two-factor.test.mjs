import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generate } from 'otplib';
import { platformPerFile } from '../lib/fixture.mjs';
import { ADMIN } from '../lib/server.mjs';

// Two-step sign-in is mandatory for admins on this platform.
const platform = platformPerFile({ ADMIN_2FA_REQUIRED: '1' });

/** What the admin's authenticator app shows `offset` periods from now (each code is accepted once). */
const codeAt = (secret, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** Types a code in the second step of the sign-in. */
async function secondStep(page, code) {
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

async function passwordStep(page) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

test('an admin is sent to turn it on, enables it with a TOTP code, then signs in with a code or a recovery code', async () => {
  const { context, page } = await platform.open();
  await passwordStep(page);
  // Without two-step sign-in the /admin guard sends the admin to /perfil, and the API refuses too.
  await page.waitForURL('**/perfil?dosPasos=obligatoria');
  const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await section.getByText('Para entrar al panel de administración debes activar la verificación en dos pasos.').waitFor();
  const refused = await context.request.get(`${platform.baseUrl}/api/users`);
  assert.equal(refused.status(), 403);
  assert.match((await refused.json()).message, /verificación en dos pasos/);

  await section.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  await section.getByRole('img', { name: /Código QR/ }).waitFor();
  const secret = (await section.locator('code').first().textContent()).trim();
  await section.getByLabel('Código de verificación').fill(await codeAt(secret));
  await section.getByRole('button', { name: 'Confirmar y activar' }).click();
  const codes = section.getByRole('region', { name: 'Códigos de recuperación' });
  await codes.getByText('Guárdalos en un lugar seguro.').waitFor();
  const recovery = (await codes.getByRole('listitem').allTextContents()).map((c) => c.trim());
  assert.equal(recovery.length, 10);
  await codes.getByRole('button', { name: 'Ya los guardé' }).click();

  await page.goto('/admin');
  await page.waitForURL('**/admin');
  await page.getByRole('navigation', { name: 'Administración' }).waitFor();
  assert.equal((await context.request.get(`${platform.baseUrl}/api/users`)).status(), 200);

  // A new browser: the password alone gives no session; the app's code does.
  const second = await platform.open();
  await passwordStep(second.page);
  await second.page.getByLabel('Código de verificación').waitFor();
  assert.equal((await second.context.request.get(`${platform.baseUrl}/api/auth/profile`)).status(), 401);
  await secondStep(second.page, '000000');
  await second.page.getByText('El código de verificación no es correcto.').waitFor();
  await secondStep(second.page, await codeAt(secret, 1));
  await second.page.waitForURL('**/admin');
  await second.context.close();

  // A third browser with a recovery code, which then no longer works.
  const third = await platform.open();
  await passwordStep(third.page);
  await secondStep(third.page, recovery[0]);
  await third.page.waitForURL('**/admin');
  await third.context.close();

  const fourth = await platform.open();
  await passwordStep(fourth.page);
  await secondStep(fourth.page, recovery[0]);
  await fourth.page.getByText('El código de verificación no es correcto.').waitFor();
  await fourth.context.close();
  await context.close();
});
