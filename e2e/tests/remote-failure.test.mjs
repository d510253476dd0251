import { test } from 'node:test';
import { platformPerFile } from '../lib/fixture.mjs';

const platform = platformPerFile();

test('a public remote that is down shows the error with Reintentar while the top bar works; retry recovers', async () => {
  const { context, page } = await platform.open();
  let down = true;
  await page.route('**/remotes/public/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/');
  await page.getByRole('heading', { name: 'No se pudo cargar esta sección.' }).waitFor();
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await retry.waitFor();

  // The shell keeps working: its own pages render from the top bar.
  await page.getByRole('link', { name: 'INICIAR SESIÓN' }).first().click();
  await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  await page.goBack();
  await retry.waitFor();

  down = false;
  await retry.click();
  await page.getByRole('heading', { name: 'Imágenes de nuestra lucha por ser Libre' }).waitFor();
  await context.close();
});
