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

/**
 * The focused element's ring: its contrast with the nearest opaque surface around it (WCAG 1.4.11 asks
 * 3:1), its width, and how far the element is from the top of the viewport.
 */
const focusRing = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const channels = (colour) => colour.match(/[\d.]+/g).map(Number);
    const luminance = (colour) => {
      const [r, g, b] = channels(colour).slice(0, 3).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let surface = element.parentElement;
    while (surface && (channels(getComputedStyle(surface).backgroundColor)[3] ?? 1) < 1) surface = surface.parentElement;
    const [light, dark] = [luminance(getComputedStyle(element).outlineColor), luminance(getComputedStyle(surface).backgroundColor)].sort((a, b) => b - a);
    const style = getComputedStyle(element);
    return {
      name: element.textContent.trim().slice(0, 40),
      contrast: (light + 0.05) / (dark + 0.05),
      width: style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth),
      top: element.getBoundingClientRect().top,
    };
  });

test('keyboard: a followed link leaves focus at the new page, whose controls show a 3:1 ring and are not hidden under the top bar', async () => {
  const context = await platform.browser.newContext({ baseURL: platform.baseUrl, viewport: { width: 1280, height: 400 } });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByText('CONTENIDO').focus();
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'NOTICIAS' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/noticias');
  await page.waitForFunction(() => document.activeElement?.id === 'contenido');
  await page.getByRole('article').first().waitFor();

  // Scrolled to the end, then Tab: the page's first control is brought into view below the fixed bar.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  assert.ok(await page.evaluate(() => window.scrollY > 200), `the page is long enough to scroll (${await page.evaluate(() => document.documentElement.scrollHeight)} px)`);
  await page.keyboard.press('Tab');
  const inPage = await focusRing(page);
  assert.ok(inPage.top >= 64, `'${inPage.name}' is under the top bar (top ${inPage.top})`);
  assert.ok(inPage.width >= 2 && inPage.contrast >= 3, `'${inPage.name}': ring ${inPage.width}px at ${inPage.contrast.toFixed(2)}:1`);

  // Back into the top bar: the ring there stands out against the bar's colour.
  await page.keyboard.press('Shift+Tab');
  const inBar = await focusRing(page);
  assert.equal(await page.evaluate(() => Boolean(document.activeElement.closest('header[data-scrolled]'))), true, 'focus is in the top bar');
  assert.ok(inBar.width >= 2 && inBar.contrast >= 3, `'${inBar.name}': ring ${inBar.width}px at ${inBar.contrast.toFixed(2)}:1`);
  await context.close();
});
