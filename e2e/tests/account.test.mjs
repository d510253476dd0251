import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { platformPerFile } from '../lib/fixture.mjs';
import { signIn } from '../lib/session.mjs';

const platform = platformPerFile();
const PHOTO = fileURLToPath(new URL('../../api/seed-assets/retrato-1.jpg', import.meta.url));
const PASSWORD = 'miembro123';

/** A page signed in as `email`, already on /perfil with its sections loaded. */
async function profileOf(email, password = PASSWORD) {
  const opened = await platform.open((context) => signIn(context, platform.baseUrl, { email, password }));
  await opened.page.goto('/perfil');
  await opened.page.getByRole('button', { name: 'Cerrar las demás sesiones' }).waitFor();
  return opened;
}

const section = (page, name) => page.getByRole('region', { name });

/** True while the context's session cookie still opens the profile. */
async function signedIn(context) {
  const response = await context.request.get(`${platform.baseUrl}/api/auth/profile`);
  return response.ok();
}

test('Editar perfil: name, city and photo change; the top bar follows at once; Quitar foto', async () => {
  const { context, page } = await profileOf('jose.fernandez@demo.bo');
  const edit = section(page, 'Editar perfil');
  await edit.getByLabel('Nombre completo').fill('José Luis Fernández');
  await edit.getByLabel('Ubicación (ciudad)').fill('Tarija');
  await edit.getByLabel('Nueva foto de perfil').setInputFiles(PHOTO);
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await edit.getByText('Perfil actualizado.').waitFor();

  // The top bar and the welcome card show the new name without a reload.
  await page.getByRole('link', { name: 'José Luis Fernández', exact: true }).first().waitFor();
  await page.getByRole('heading', { name: '¡Te damos la bienvenida, José Luis Fernández!' }).waitFor();
  await page.getByText('Tarija').waitFor();
  const src = await page.getByRole('img', { name: 'Foto de perfil de José Luis Fernández' }).getAttribute('src');
  assert.match(src, /^\/media\/usuarios\/.+\.webp$/);
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('user')));
  assert.equal(cached.nombre, 'José Luis Fernández');

  await edit.getByRole('button', { name: 'Quitar foto' }).click();
  await page.getByRole('img', { name: /Foto de perfil de/ }).waitFor({ state: 'detached' });
  assert.equal((await context.request.get(platform.baseUrl + src)).status(), 404, 'the removed photo is deleted');

  await page.reload();
  await page.getByRole('heading', { name: '¡Te damos la bienvenida, José Luis Fernández!' }).waitFor();
  await context.close();
});

test("Cambiar contraseña: 'Contraseña actualizada.' and the other session is signed out", async () => {
  const email = 'ana.vargas@demo.bo';
  const other = await platform.open((context) => signIn(context, platform.baseUrl, { email, password: PASSWORD }));
  const { context, page } = await profileOf(email);
  const form = section(page, 'Cambiar contraseña');
  await form.getByLabel('Contraseña actual', { exact: true }).fill('equivocada');
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-1');
  await form.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('nueva-clave-1');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await form.getByText('La contraseña actual no es correcta.').waitFor();

  await form.getByLabel('Contraseña actual', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-1');
  await form.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('nueva-clave-1');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await form.getByText('Contraseña actualizada.').waitFor();

  assert.equal(await signedIn(context), true, 'this session stays');
  assert.equal(await signedIn(other.context), false, 'the other session is signed out');
  await other.context.close();
  await context.close();
});

test('Sesiones activas: each device with its last use; Cerrar esta sesión and Cerrar las demás sesiones', async () => {
  const email = 'daniela.torrez@demo.bo';
  const phone = await platform.open((context) => signIn(context, platform.baseUrl, { email, password: PASSWORD }));
  const tablet = await platform.open((context) => signIn(context, platform.baseUrl, { email, password: PASSWORD }));
  const { context, page } = await profileOf(email);
  const sessions = section(page, 'Sesiones activas');
  await sessions.getByRole('listitem').nth(2).waitFor();
  assert.equal(await sessions.getByRole('listitem').count(), 3);
  const mine = sessions.getByRole('listitem').filter({ hasText: 'Este dispositivo' });
  await mine.getByText(/Último uso: \d/).waitFor();

  await sessions.getByRole('listitem').filter({ hasNotText: 'Este dispositivo' }).first().getByRole('button', { name: 'Cerrar esta sesión' }).click();
  await sessions.getByText('Sesión cerrada.').waitFor();
  // The list is read again after the write; its answer may show a moment before.
  await sessions.getByRole('listitem').nth(2).waitFor({ state: 'detached' });
  assert.equal(await sessions.getByRole('listitem').count(), 2);

  await sessions.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
  await sessions.getByText('Se cerraron las demás sesiones.').waitFor();
  await sessions.getByRole('listitem').nth(1).waitFor({ state: 'detached' });
  assert.equal(await sessions.getByRole('listitem').count(), 1);
  assert.equal(await signedIn(phone.context), false);
  assert.equal(await signedIn(tablet.context), false);

  await mine.getByRole('button', { name: 'Cerrar esta sesión' }).click();
  await page.waitForURL('**/login');
  assert.equal(await signedIn(context), false);
  await Promise.all([phone.context.close(), tablet.context.close(), context.close()]);
});

test('Descargar mis datos: a JSON file with the profile, comments and votes of this member only', async () => {
  const { context, page } = await profileOf('carlos.choque@demo.bo');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section(page, 'Descargar mis datos').getByRole('link', { name: 'Descargar mis datos' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'mis-datos-plataforma-juvenil.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(data.perfil.email, 'carlos.choque@demo.bo');
  assert.deepEqual(data.afiliaciones, []);
  assert.deepEqual(data.inscripcionesEventos, []);
  assert.ok(data.comentarios.length >= 1);
  assert.ok(data.comentarios.every((c) => typeof c.contenido === 'string' && typeof c.publicacion === 'string'));
  assert.ok(Array.isArray(data.votos));
  assert.doesNotMatch(JSON.stringify(data), /maria\.quispe|password/);
  await context.close();
});

/** Creates an account through /register; the new member lands on / signed in. */
async function register(page, nombre, email, password) {
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill(nombre);
  await page.getByLabel('Ubicación (ciudad)').fill('Potosí');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('checkbox', { name: /^Acepto los términos y la política de privacidad/ }).check();
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

test('Eliminar mi cuenta: confirmed with the password; signed out; the email can register again', async () => {
  const { context, page } = await platform.open();
  await register(page, 'Cuenta Temporal', 'temporal@e2e.bo', 'temporal-1');
  await page.goto('/perfil');

  await section(page, 'Eliminar mi cuenta').getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await dialog.getByLabel('Contraseña', { exact: true }).fill('equivocada');
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await dialog.getByText('La contraseña no es correcta.').waitFor();
  await dialog.getByLabel('Contraseña', { exact: true }).fill('temporal-1');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'INICIAR SESIÓN' }).first().waitFor();
  assert.equal(await signedIn(context), false);

  await register(page, 'Cuenta Nueva', 'temporal@e2e.bo', 'temporal-2');
  await page.getByRole('link', { name: 'Cuenta Nueva' }).first().waitFor();
  await context.close();
});
