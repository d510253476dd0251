import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminRemoteRequests, hydrated, platformPerFile } from '../lib/fixture.mjs';

const platform = platformPerFile();

test('a visitor on / gets the home with carousel and plan, and no admin-remote request', async () => {
  const { context, page, requests } = await platform.open();
  await page.goto('/', { waitUntil: 'networkidle' });

  await page.getByRole('heading', { name: 'Imágenes de nuestra lucha por ser Libre' }).waitFor();
  // The seeded carousel images come from the API and the media host.
  const slides = page.locator('img[src*="/media/"]');
  assert.ok((await slides.count()) > 0, 'the carousel shows the seeded images');
  await page.getByRole('button', { name: 'Imagen siguiente' }).click();
  await page.getByRole('heading', { name: 'Plan de Gobierno' }).waitFor();
  assert.equal(await page.locator('#plan-de-gobierno ~ ol > li').count(), 7, 'seven proposals');
  await page.getByText('Salvar la economía').waitFor();

  // The top bar, as a visitor.
  await page.getByRole('link', { name: 'INICIAR SESIÓN' }).first().waitFor();
  assert.deepEqual(adminRemoteRequests(requests), []);
  await context.close();
});

test('an unknown path shows the 404 page inside the public layout', async () => {
  const { context, page } = await platform.open();
  await page.goto('/no-existe');
  await page.getByText('404 - Página no encontrada').waitFor();
  await page.getByRole('link', { name: 'INICIAR SESIÓN' }).first().waitFor();
  await context.close();
});

test("a picture of the server's HTML that fails before the scripts run shows the placeholder once they have", async () => {
  const { context, page } = await platform.open();
  await page.route('**/media/imagenes/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  await hydrated(page);
  const first = page.getByRole('group', { name: /^1 de \d+$/ }).getByRole('img');
  await page.waitForFunction((img) => img.getAttribute('src') === '/placeholder.jpg', await first.elementHandle());
  await context.close();
});
