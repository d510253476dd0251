import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { adminRemoteRequests, usePlatform } from '../lib/fixture.mjs';

const platform = usePlatform();
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
