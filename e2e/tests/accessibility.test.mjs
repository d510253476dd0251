/**
 * axe-core (WCAG 2.1 A and AA rules: labels, names, alt texts, contrast, landmarks, focusable
 * scroll boxes…) on every page of the visitor, the member and the admin, with the seeded content.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { platformPerFile } from '../lib/fixture.mjs';
import { ADMIN_SCREENS, DETAIL_PAGES, PASSWORD_RESET_PAGES, VISITOR_PAGES } from '../lib/pages.mjs';
import { ADMIN } from '../lib/server.mjs';
import { signIn } from '../lib/session.mjs';

const platform = platformPerFile();
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const PUBLIC_PAGES = [...VISITOR_PAGES, ...PASSWORD_RESET_PAGES, ...DETAIL_PAGES, '/verificar/codigo-que-no-existe', '/no-existe'];
// Signed in as the admin: the member's views (comment form, vote buttons, profile, the affiliation form) and every admin screen.
const ADMIN_PAGES = ['/perfil', '/publicaciones', '/encuestas', '/afiliate', ...ADMIN_SCREENS];

/** Each violation as `path rule (count): first element`. */
async function violations(context, paths) {
  const page = await context.newPage();
  const found = [];
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    for (const v of result.violations) found.push(`${path} ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
  }
  return found;
}

test('no WCAG A/AA violation on the visitor pages', async () => {
  const context = await platform.browser.newContext({ baseURL: platform.baseUrl });
  assert.deepEqual(await violations(context, PUBLIC_PAGES), []);
  await context.close();
});

test('no WCAG A/AA violation on the member views and the admin screens', async () => {
  const context = await platform.browser.newContext({ baseURL: platform.baseUrl });
  await signIn(context, platform.baseUrl, ADMIN);
  assert.deepEqual(await violations(context, ADMIN_PAGES), []);
  await context.close();
});

const MODALS = [
  ['/admin/usuarios', 'Crear Usuario'],
  ['/admin/publicaciones', 'Crear Publicación'],
  ['/admin/imagenes', 'Subir Nueva Imagen'],
  ['/admin/agenda', 'Crear Evento'],
  ['/admin/noticias', 'Crear Noticia'],
  ['/admin/encuestas', 'Crear Encuesta'],
];

test('no WCAG A/AA violation in the open admin modals', async () => {
  const context = await platform.browser.newContext({ baseURL: platform.baseUrl });
  await signIn(context, platform.baseUrl, ADMIN);
  const page = await context.newPage();
  const found = [];
  for (const [path, opener] of MODALS) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: opener, exact: true }).click();
    await page.getByRole('dialog').waitFor();
    const result = await new AxeBuilder({ page }).include('dialog[open]').withTags(WCAG_AA).analyze();
    for (const v of result.violations) found.push(`${opener} ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
  }
  assert.deepEqual(found, []);
  await context.close();
});

test('no WCAG A/AA violation in the open phone menu', async () => {
  const context = await platform.browser.newContext({ baseURL: platform.baseUrl, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByLabel('Menú de navegación').click();
  await page.getByLabel('Menú móvil').waitFor();
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`), []);
  await context.close();
});
