import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminRemoteRequests, platformPerFile } from '../lib/fixture.mjs';
import { ADMIN } from '../lib/server.mjs';

const platform = platformPerFile();

/** The user card around a name: the nearest ancestor of its heading that holds a button. */
const cardOf = (page, name) =>
  page.getByRole('heading', { name, exact: true }).locator('xpath=ancestor::*[.//button][1]');

test("an admin logs in, lands on /admin and toggles a user's role; a reload of /admin/usuarios works", async () => {
  const { context, page, requests } = await platform.open();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await page.waitForURL('**/admin');
  await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
  assert.ok(adminRemoteRequests(requests).length > 0, 'the admin remote was loaded for the admin');
  // The sidebar reads the session the shell's login wrote: one store shared by host and remote.
  await page.getByText(ADMIN.email).first().waitFor();
  await page.getByText('Rol: admin').waitFor();

  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Usuarios' }).click();
  await page.waitForURL('**/admin/usuarios');
  await page.getByRole('heading', { name: 'Gestión de Usuarios' }).waitFor();
  const card = cardOf(page, 'María Quispe Mamani');
  await card.getByRole('button', { name: 'Hacer Admin' }).click();
  await page.getByRole('dialog', { name: 'Hacer administrador' }).getByRole('button', { name: 'Hacer Admin' }).click();
  await card.getByRole('button', { name: 'Hacer Usuario' }).waitFor();
  await card.getByText('Administrador').waitFor();

  // The change is stored: a reload of the deep link renders the same screen with the new role.
  await page.reload();
  await page.getByRole('heading', { name: 'Gestión de Usuarios' }).waitFor();
  const reloaded = cardOf(page, 'María Quispe Mamani');
  await reloaded.getByRole('button', { name: 'Hacer Usuario' }).click();
  await page.getByRole('dialog', { name: 'Quitar rol de administrador' }).getByRole('button', { name: 'Hacer Usuario' }).click();
  await reloaded.getByRole('button', { name: 'Hacer Admin' }).waitFor();
  await context.close();
});
