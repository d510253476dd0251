/**
 * The audit log across the admin screens: an admin's export and role change appear in
 * 'Auditoría', newest first, and the action filter narrows the list through the URL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { platformPerFile } from '../lib/fixture.mjs';
import { ADMIN } from '../lib/server.mjs';
import { signIn } from '../lib/session.mjs';

const platform = platformPerFile();

test("an admin's export and role change are in 'Auditoría', filterable by action", async () => {
  const { context, page } = await platform.open((c) => signIn(c, platform.baseUrl, ADMIN));

  await page.goto('/admin/usuarios');
  await page.getByRole('heading', { name: 'Gestión de Usuarios' }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()]);
  // The file's columns and rows are the API suite's (auditoria.test.ts): here, that the link downloads it.
  assert.equal(download.suggestedFilename(), 'usuarios.csv');

  const card = page.getByRole('heading', { name: 'María Quispe Mamani', exact: true }).locator('xpath=ancestor::*[.//button][1]');
  await card.getByRole('button', { name: 'Hacer Admin' }).click();
  await page.getByRole('dialog', { name: 'Hacer administrador' }).getByRole('button', { name: 'Hacer Admin' }).click();
  await card.getByRole('button', { name: 'Hacer Usuario' }).waitFor();

  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Auditoría' }).click();
  await page.waitForURL('**/admin/auditoria');
  const table = page.getByRole('region', { name: 'Registro de auditoría' });
  const rows = table.getByRole('row');
  /** A row's cells: fecha, administrador, acción, entidad, id, resumen. */
  const cells = (n) => rows.nth(n).getByRole('cell').allTextContents();
  await rows.nth(1).getByRole('cell', { name: 'editar', exact: true }).waitFor();
  const [, who, action, entity, , summary] = await cells(1);
  assert.deepEqual([who, action, entity], ['Administrador', 'editar', 'users']);
  assert.match(summary, /^Cambiar el rol de un usuario/);
  const exported = await cells(2);
  assert.deepEqual(exported.slice(1, 5), ['Administrador', 'exportar', 'users', '-']);
  assert.match(exported[5], /^Exportar usuarios \(CSV/);
  // No personal data of the member in the log.
  assert.doesNotMatch((await table.textContent()) ?? '', /María Quispe/);

  await page.getByRole('combobox', { name: 'Acción' }).selectOption('exportar');
  await page.waitForURL((url) => url.search === '?accion=exportar');
  await page.getByText('Mostrando 1 a 1 de 1 acciones').waitFor();
  assert.equal(await rows.count(), 2);
  await context.close();
});
