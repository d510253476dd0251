import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminRemoteRequests, hydrated, platformPerFile } from '../lib/fixture.mjs';
import { signIn } from '../lib/session.mjs';

const platform = platformPerFile();
/** A DOM attribute echarts sets on every chart: present in any bundle that holds echarts. */
const ECHARTS_MARK = '_echarts_instance_';

/** Opens a top-bar entry, through its dropdown (a `<summary>`, which has no role to find it by) when it has one. */
async function openFromTopBar(page, entry, group) {
  const bar = page.getByRole('navigation', { name: 'Principal' });
  if (group) await bar.locator('summary', { hasText: group }).click();
  await bar.getByRole('link', { name: entry, exact: true }).click();
}

/** Script bodies fetched by a page, checked for echarts. */
function trackScripts(page) {
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({ url: response.url(), echarts: body.includes(ECHARTS_MARK) });
  });
  return scripts;
}

test('a visitor browses every public page from the top bar; echarts is fetched only on /encuestas', async () => {
  const { context, page, requests } = await platform.open();
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = trackScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });

  const visits = [
    ['NOTICIAS', 'CONTENIDO', '/noticias', 'Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz'],
    ['PUBLICACIONES', 'CONTENIDO', '/publicaciones', 'Cinco ideas para reactivar el empleo juvenil'],
    ['AGENDA', 'ACTIVIDADES', '/agenda', 'Caminata por el medio ambiente'],
    ['MI AFILIACIÓN', null, '/afiliate', null],
    ['CONÓCENOS', null, '/conocenos', 'Valeria Mamani Choque'],
    ['INICIO', null, '/', 'Plan de Gobierno'],
  ];
  for (const [entry, group, path, text] of visits) {
    await openFromTopBar(page, entry, group);
    await page.waitForURL((url) => url.pathname === path);
    if (text) await page.getByText(text, { exact: false }).first().waitFor();
    else await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  assert.deepEqual(scripts.filter((s) => s.echarts), [], 'no echarts before /encuestas');

  await openFromTopBar(page, 'ENCUESTAS', 'ACTIVIDADES');
  await page.waitForURL('**/encuestas');
  await page.getByText('¿Qué tema debería tratar nuestro próximo foro?').waitFor();
  // A visitor has not voted: every card offers its options.
  await page.getByRole('button', { name: 'Votar por: Empleo juvenil' }).waitFor();
  assert.deepEqual(adminRemoteRequests(requests), []);
  await context.close();
});

test('a member comments on a publication and sees the comment', async () => {
  const { context, page } = await platform.open((ctx) => signIn(ctx, platform.baseUrl, { email: 'ana.vargas@demo.bo', password: 'miembro123' }));
  await page.goto('/publicaciones');
  const card = page.getByRole('article').filter({ hasText: 'Convocatoria: voluntarios para el Encuentro Nacional' });
  const input = card.getByRole('textbox');
  await input.fill('   ');
  const send = card.getByRole('button', { name: /enviar/i });
  assert.equal(await send.isDisabled(), false, 'never disabled for a blank field: the action answers');
  await send.click();
  await card.getByRole('alert').filter({ hasText: 'El comentario no puede estar vacío.' }).waitFor();
  await input.fill('  ¡Cuenten conmigo para el Encuentro!  ');
  await send.click();
  await card.getByText('¡Cuenten conmigo para el Encuentro!').waitFor();
  await card.getByText('Ana Lucía Vargas Céspedes').first().waitFor();

  // Stored by the API: a visitor sees it too, and cannot comment.
  const visitor = await platform.open();
  await visitor.page.goto('/publicaciones');
  const seen = visitor.page.getByRole('article').filter({ hasText: 'Convocatoria: voluntarios para el Encuentro Nacional' });
  await seen.getByText('¡Cuenten conmigo para el Encuentro!').waitFor();
  await seen.getByText('Inicia sesión para comentar').waitFor();
  await visitor.context.close();
  await context.close();
});

test('a member edits a comment of theirs (marked editado) and deletes it; nobody else gets the buttons', async () => {
  const { context, page } = await platform.open((ctx) => signIn(ctx, platform.baseUrl, { email: 'carlos.choque@demo.bo', password: 'miembro123' }));
  await page.goto('/publicaciones');
  const card = page.getByRole('article').first();
  await card.getByRole('textbox', { name: 'Escribe un comentario' }).fill('Mi primera versión');
  await card.getByRole('button', { name: 'Enviar' }).click();
  const mine = card.getByRole('listitem').filter({ hasText: 'Mi primera versión' });
  await mine.getByRole('button', { name: 'Editar' }).click();
  const field = card.getByRole('textbox', { name: 'Editar comentario' });
  await field.fill('Mi versión corregida');
  await card.getByRole('button', { name: 'Guardar' }).click();
  const edited = card.getByRole('listitem').filter({ hasText: 'Mi versión corregida' });
  await edited.getByText('(editado)').waitFor();

  // Another member sees the edit, without the author's buttons.
  const other = await platform.open((ctx) => signIn(ctx, platform.baseUrl, { email: 'ana.vargas@demo.bo', password: 'miembro123' }));
  await other.page.goto('/publicaciones');
  const seen = other.page.getByRole('article').first().getByRole('listitem').filter({ hasText: 'Mi versión corregida' });
  await seen.getByText('(editado)').waitFor();
  assert.equal(await seen.getByRole('button', { name: 'Editar' }).count(), 0);
  await other.context.close();

  await edited.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog', { name: '¿Eliminar tu comentario?' }).getByRole('button', { name: 'Eliminar' }).click();
  await card.getByText('Mi versión corregida').waitFor({ state: 'detached' });
  await context.close();
});

test('a member votes, sees the chart, and cannot vote twice after a reload or in a new browser', async () => {
  const member = { email: 'jose.fernandez@demo.bo', password: 'miembro123' };
  const survey = '¿Qué día prefieres para las reuniones del movimiento?';
  const { context, page } = await platform.open((ctx) => signIn(ctx, platform.baseUrl, member));
  const scripts = trackScripts(page);
  await page.goto('/encuestas');
  // The server's buttons answer once the page has hydrated (its scripts start after the first paint).
  await hydrated(page);
  const card = page.getByRole('article').filter({ hasText: survey });
  await card.getByRole('button', { name: 'Votar por: Domingo por la tarde' }).click();
  await page.getByText('Tu voto ha sido registrado.').waitFor();
  await card.getByText('Resultados de la votación:').waitFor();
  await card.locator('canvas, svg').first().waitFor();
  assert.ok(scripts.some((s) => s.echarts), 'echarts was fetched for the chart');
  assert.equal(await card.getByRole('button', { name: /^Votar por:/ }).count(), 0);

  await page.reload();
  await card.getByText('Resultados de la votación:').waitFor();
  assert.equal(await card.getByRole('button', { name: /^Votar por:/ }).count(), 0);
  await context.close();

  // A new browser (no local vote record): the server says this member already voted.
  const fresh = await platform.open((ctx) => signIn(ctx, platform.baseUrl, member));
  await fresh.page.goto('/encuestas');
  const again = fresh.page.getByRole('article').filter({ hasText: survey });
  await again.getByText('Resultados de la votación:').waitFor();
  assert.equal(await again.getByRole('button', { name: /^Votar por:/ }).count(), 0);
  await fresh.context.close();
});
