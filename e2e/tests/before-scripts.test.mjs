/**
 * The pages before their scripts run, and without them: text typed (and a photo chosen) in a
 * server-rendered form while the scripts are held back is what is sent once they arrive; with JavaScript
 * disabled the top bar's menus open and lead on, on a desktop and on a phone.
 * A member's page is rendered for the member (docs/decisions.md, "Before the scripts, and without them"),
 * so the comment form is in the server's HTML too. A click before the scripts ran is a plain form post,
 * which the server runs as the page's action.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { hydrated, platformPerFile } from '../lib/fixture.mjs';
import { linkFromOutbox } from '../lib/outbox.mjs';
import { signIn } from '../lib/session.mjs';

const platform = platformPerFile();
const PHOTO = fileURLToPath(new URL('../../api/seed-assets/retrato-1.jpg', import.meta.url));

const isHydrated = (page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

/**
 * Holds back every script the page asks for until `release()`: the server's HTML is on screen and
 * nothing runs, as on a slow phone between the first paint and the scripts' arrival.
 */
async function holdScripts(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  let held = 0;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      held += 1;
      await released;
      await route.continue().catch(() => {});
    },
  );
  return {
    /** Lets the held scripts go, then waits until the page has hydrated. */
    async release() {
      assert.ok(held > 0, 'the page asked for scripts, which were held');
      assert.equal(await isHydrated(page), false, 'nothing hydrated while the scripts were held');
      release();
      await hydrated(page);
    },
  };
}

/** Opens `path` with its scripts held; the server's submit button is there and not disabled. */
async function openHeld(page, path, submit) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: submit, exact: true }).first();
  await button.waitFor();
  assert.equal(await button.isEnabled(), true, `'${submit}' is enabled in the server's HTML`);
  return { scripts, button };
}

test('text typed into /login before the scripts arrive signs in once they have', async () => {
  const { context, page } = await platform.open();
  const { scripts, button } = await openHeld(page, '/login', 'Ingresar');
  await page.getByLabel('Correo electrónico').fill('maria.quispe@demo.bo');
  await page.getByLabel('Contraseña', { exact: true }).fill('miembro123');

  await scripts.release();
  assert.equal(await page.getByLabel('Correo electrónico').inputValue(), 'maria.quispe@demo.bo', 'hydration kept the text');
  await button.click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'María Quispe Mamani' }).first().waitFor();
  await context.close();
});

test('text typed into /login before the scripts arrive stays while a leftover user of an expired session is checked, then signs in', async () => {
  // The session cookie expired and went; the browser still holds the user it cached, which the scripts check.
  const { context, page } = await platform.open((ctx) =>
    ctx.addInitScript(() => localStorage.setItem('user', JSON.stringify({ id: 999, nombre: 'Sesión vencida', email: 'vencida@demo.bo', rol: 'miembro' }))),
  );
  const { scripts, button } = await openHeld(page, '/login', 'Ingresar');
  await page.getByLabel('Correo electrónico').pressSequentially('maria.quispe@demo.bo');
  await page.getByLabel('Contraseña', { exact: true }).pressSequentially('miembro123');

  await scripts.release();
  assert.equal(await page.getByLabel('Correo electrónico').inputValue(), 'maria.quispe@demo.bo', 'the check kept the text');
  await button.click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'María Quispe Mamani' }).first().waitFor();
  await context.close();
});

test("a comment typed on a member's publication page before the scripts arrive is sent once they have", async () => {
  const { context, page } = await platform.open((context) => signIn(context, platform.baseUrl, { email: 'jose.fernandez@demo.bo', password: 'miembro123' }));
  const { scripts } = await openHeld(page, '/publicaciones', 'Enviar');
  const texto = `Escrito antes de los scripts ${Date.now()}`;
  await page.getByRole('article').first().getByLabel('Escribe un comentario').pressSequentially(texto);
  await scripts.release();
  await page.getByRole('article').first().getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('listitem').filter({ hasText: texto }).waitFor();
  await context.close();
});

test('a click on Ingresar before the scripts arrive signs in all the same: the server runs the form', async () => {
  const { context, page } = await platform.open();
  const { scripts, button } = await openHeld(page, '/login?volver=/agenda', 'Ingresar');
  await page.getByLabel('Correo electrónico').pressSequentially('maria.quispe@demo.bo');
  await page.getByLabel('Contraseña', { exact: true }).pressSequentially('miembro123');
  await button.click();
  // The browser posted the form itself; the server signed in and sent it on, the page rendered for the member.
  await page.waitForURL((url) => url.pathname === '/agenda', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'María Quispe Mamani' }).first().waitFor();
  await scripts.release();
  await page.getByRole('link', { name: 'María Quispe Mamani' }).first().waitFor();
  await context.close();
});

test('text typed and a photo chosen on /register before the scripts arrive create that account once they have', async () => {
  const { context, page } = await platform.open();
  const { scripts, button } = await openHeld(page, '/register', 'Registrarse');
  await page.getByLabel('Nombre completo').fill('Julia Mamani');
  await page.getByLabel('Ubicación (ciudad)').fill('Potosí');
  await page.getByLabel('Correo electrónico').fill('julia.mamani@e2e.bo');
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto123');
  await page.getByLabel('Confirmar contraseña').fill('secreto123');
  await page.getByLabel('Foto de perfil (opcional)').setInputFiles(PHOTO);
  await page.getByRole('checkbox', { name: /^Acepto los términos y la política de privacidad/ }).check();

  await scripts.release();
  // The picker takes the early choice: checked, with its preview.
  await page.getByRole('img', { name: 'Vista previa de la foto de perfil' }).waitFor();
  await button.click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Julia Mamani' }).first().click();
  await page.waitForURL('**/perfil');
  await page.getByText('julia.mamani@e2e.bo').waitFor();
  await page.getByText('Potosí').first().waitFor();
  await page.getByRole('img', { name: 'Foto de perfil de Julia Mamani' }).waitFor();
  await context.close();
});

test('an email typed into /recuperar before the scripts arrive gets the reset link once they have', async () => {
  const { context, page } = await platform.open();
  const { scripts, button } = await openHeld(page, '/recuperar', 'Enviar enlace');
  await page.getByLabel('Correo electrónico').fill('daniela.torrez@demo.bo');

  await scripts.release();
  await button.click();
  await page.getByText('Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.').waitFor();
  assert.ok(await linkFromOutbox(platform.outboxDir, 'daniela.torrez@demo.bo', `${platform.baseUrl}/restablecer?token=`));
  await context.close();
});

test("a blank form sent after the scripts arrive answers with the schema's Spanish message", async () => {
  const { context, page } = await platform.open();
  const { scripts, button } = await openHeld(page, '/login', 'Ingresar');
  await scripts.release();
  await button.click();
  await page.getByRole('alert').filter({ hasText: 'Todos los campos son obligatorios.' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  await context.close();
});

/** A top-bar dropdown's summary ('CONTENIDO ▾'): a `<summary>`, which has no ARIA role of its own to find it by. */
const summary = (scope, label) => scope.locator('summary', { hasText: label });

test('without JavaScript the top bar menus open and lead to /noticias and /agenda, on a desktop and on a phone', async () => {
  const context = await platform.browser.newContext({
    baseURL: platform.baseUrl,
    javaScriptEnabled: false,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Principal' });
  const noticias = bar.getByRole('link', { name: 'NOTICIAS', exact: true });
  assert.equal(await noticias.isVisible(), false, 'closed at first');
  await summary(bar, 'CONTENIDO').click();
  await noticias.click();
  await page.waitForURL((url) => url.pathname === '/noticias');
  await page.getByText('Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz').first().waitFor();

  // The keyboard, natively: Enter on the summary opens it; the group's name keeps one open.
  await summary(bar, 'CONTENIDO').click();
  await summary(bar, 'ACTIVIDADES').focus();
  await page.keyboard.press('Enter');
  assert.equal(await bar.getByRole('link', { name: 'NOTICIAS', exact: true }).isVisible(), false, 'opening one closed the other');
  await bar.getByRole('link', { name: 'AGENDA', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/agenda');
  await page.getByText('Caminata por el medio ambiente').first().waitFor();

  await page.setViewportSize({ width: 375, height: 740 });
  assert.equal(await bar.isVisible(), false, 'the desktop entries are hidden on a phone');
  const panel = page.getByRole('navigation', { name: 'Menú móvil' });
  assert.equal(await panel.isVisible(), false);
  await page.getByLabel('Menú de navegación').click();
  await summary(panel, 'CONTENIDO').click();
  await panel.getByRole('link', { name: 'NOTICIAS', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/noticias');

  await page.getByLabel('Menú de navegación').click();
  await summary(panel, 'ACTIVIDADES').click();
  await panel.getByRole('link', { name: 'AGENDA', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/agenda');
  await context.close();
});

test('once hydrated, Escape closes a menu and gives focus back to its summary; hydrating moves nothing in the bar', async () => {
  const { context, page } = await platform.open();
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const bar = page.getByRole('navigation', { name: 'Principal' });
  await summary(bar, 'ACTIVIDADES').waitFor();
  const boxes = () => Promise.all(['CONTENIDO', 'ACTIVIDADES'].map((label) => summary(bar, label).boundingBox()));
  const before = await boxes();
  await scripts.release();
  assert.deepEqual(await boxes(), before, 'the summaries sit where the server put them');

  await summary(bar, 'ACTIVIDADES').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  assert.equal(await bar.getByRole('link', { name: 'AGENDA', exact: true }).evaluate((link) => link === document.activeElement), true);
  await page.keyboard.press('Escape');
  assert.equal(await bar.getByRole('link', { name: 'AGENDA', exact: true }).isVisible(), false, 'Escape closed it');
  assert.equal(await summary(bar, 'ACTIVIDADES').evaluate((element) => element === document.activeElement), true, 'focus is back on the summary');

  await page.setViewportSize({ width: 375, height: 740 });
  const menu = page.getByLabel('Menú de navegación');
  const closedBar = await page.getByRole('banner').boundingBox();
  await menu.click();
  const panel = page.getByRole('navigation', { name: 'Menú móvil' });
  await panel.waitFor();
  assert.deepEqual(await page.getByRole('banner').boundingBox(), closedBar, 'the open panel lies over the page, the bar keeps its height');
  await page.keyboard.press('Escape');
  assert.equal(await panel.isVisible(), false);
  await context.close();
});

test("hydrating a member's publications page moves nothing: 'Editar' and 'Reportar' keep the box the server gave them", async () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 412, height: 823 }]) {
    const { context, page } = await platform.open((context) => signIn(context, platform.baseUrl, { email: 'ana.vargas@demo.bo', password: 'miembro123' }));
    await page.setViewportSize(viewport);
    const { scripts } = await openHeld(page, '/publicaciones', 'Enviar');
    // Every comment and each form on screen (a closed `<details>`' form has no box), where they sit on the page.
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('article li, article form')]
          .map((element) => element.getBoundingClientRect())
          .filter(({ width }) => width > 0)
          .map(({ top, left, width, height }) => [top + scrollY, left, width, height].map(Math.round).join(',')),
      );
    const before = await boxes();
    assert.ok(before.length > 10, 'the page has comments and forms to compare');
    await scripts.release();
    assert.ok(await page.getByRole('button', { name: 'Editar', exact: true }).first().isVisible(), "once live, 'Editar' is the button");
    assert.deepEqual(await boxes(), before, `at ${viewport.width} px the comments sit where the server put them`);
    await context.close();
  }
});

test("the home's first picture is the largest paint before any script runs, and hydration keeps that element", async () => {
  const { context, page } = await platform.open();
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts = await holdScripts(page);
  // The browser reports the largest paint from the start of the page, scripts or not.
  await page.addInitScript(() => {
    window.largestPaints = [];
    new PerformanceObserver((list) => window.largestPaints.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/', { waitUntil: 'commit' });
  const carousel = page.getByRole('region', { name: 'Imágenes de nuestra lucha por ser Libre' });
  const first = carousel.locator('img[fetchpriority="high"]');
  await page.waitForFunction(() => window.largestPaints.some((entry) => entry.element?.getAttribute('fetchpriority') === 'high'));
  assert.equal(await first.evaluate((img) => img.complete && img.naturalWidth > 0), true, 'painted from the server HTML');
  assert.equal(await carousel.locator('img').count(), 1, "the hidden slides' pictures are not in the server's HTML");
  await first.evaluate((img) => {
    img.keptFromTheServer = true;
  });

  await scripts.release();
  assert.equal(await first.evaluate((img) => img.keptFromTheServer === true), true, 'hydration kept the same element');
  await page.waitForFunction(() => document.querySelectorAll('[aria-roledescription="diapositiva"] img').length > 1);
  await context.close();
});
