import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminRemoteRequests, hydrated, platformPerFile } from '../lib/fixture.mjs';
import { DETAIL_PAGES, MISSING_PAGES, PASSWORD_RESET_PAGES, VISITOR_PAGES } from '../lib/pages.mjs';
import { signIn } from '../lib/session.mjs';
import { collectProblems, fetchPage, metaContent, rootOf, titleOf } from '../lib/serverHtml.mjs';

const platform = platformPerFile();

/** What each page's server HTML must already hold: its heading and some of its data. */
const CONTENT = {
  '/': ['Jóvenes por una Bolivia Libre', 'Imágenes de nuestra lucha por ser Libre', 'Plan de Gobierno'],
  '/noticias': ['Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz', 'href="/noticias/1"'],
  '/agenda': ['Agenda de Eventos', 'Caminata por el medio ambiente', 'href="/agenda/'],
  '/publicaciones': ['Cinco ideas para reactivar el empleo juvenil', 'Comentarios (', 'href="/publicaciones/'],
  '/encuestas': ['Participa en nuestras encuestas', 'Votar por: '],
  '/conocenos': ['Valeria Mamani Choque'],
  '/privacidad': ['Política de privacidad', 'Cuánto tiempo', 'Eliminar mi cuenta'],
  '/afiliate': ['Mi Afiliación', '¿Qué es la afiliación?'],
  '/login': ['Iniciar sesión', 'Correo electrónico'],
  '/register': ['Crear cuenta'],
  [PASSWORD_RESET_PAGES[0]]: ['Recuperar contraseña', 'Correo electrónico', 'Enviar enlace'],
  [PASSWORD_RESET_PAGES[1]]: ['Restablecer contraseña', 'Nueva contraseña', 'Guardar nueva contraseña'],
};

/** Pages in the sign-in frame, without the top bar. */
const AUTH_PAGES = ['/login', '/register', ...PASSWORD_RESET_PAGES];

const TOP_BAR = ['INICIAR SESIÓN', 'FORMA PARTE', 'aria-label="Principal"'];

test('every public page arrives as HTML with the top bar, its content and data, its styles and state', async () => {
  for (const path of [...VISITOR_PAGES, ...PASSWORD_RESET_PAGES, ...DETAIL_PAGES]) {
    const { status, html, renderedBy } = await fetchPage(platform.baseUrl, path);
    assert.equal(status, 200, path);
    assert.equal(renderedBy, 'server', path);
    const root = rootOf(html);
    for (const text of [...(CONTENT[path] ?? []), ...(AUTH_PAGES.includes(path) ? [] : TOP_BAR)]) {
      assert.ok(root.includes(text), `${path} lacks ${text}`);
    }
    assert.match(html, /<style[^>]*data-styled/, `${path}: styles inlined`);
    assert.match(html, /<script id="pj-ssr" type="application\/json">/, path);
    assert.doesNotMatch(html, /(src|href)="[^"]*remotes\/admin/, `${path} loads from the admin remote`);
  }
});

test('unknown paths and unknown ids answer 404 with the not-found page', async () => {
  for (const path of MISSING_PAGES) {
    const { status, html } = await fetchPage(platform.baseUrl, path);
    assert.equal(status, 404, path);
    assert.ok(rootOf(html).includes('404 - Página no encontrada'), path);
    assert.equal(titleOf(html), '404 - Página no encontrada · Plataforma Juvenil', path);
  }
});

test('each page has its own title, description, canonical URL and share card with an image that exists', async () => {
  const titles = new Set();
  for (const path of [...VISITOR_PAGES, ...DETAIL_PAGES]) {
    const { html } = await fetchPage(platform.baseUrl, path);
    const title = titleOf(html);
    assert.ok(title && !titles.has(title), `${path}: own title (${title})`);
    titles.add(title);
    assert.ok(metaContent(html, 'description')?.length > 20, `${path}: description`);
    assert.match(html, new RegExp(`<link rel="canonical" href="${platform.baseUrl}${path === '/' ? '/' : path}"`), path);
    assert.equal(metaContent(html, 'og:title'), title, path);
    assert.equal(metaContent(html, 'og:url'), `${platform.baseUrl}${path}`, path);
    assert.equal(metaContent(html, 'twitter:card'), 'summary_large_image', path);
    const image = metaContent(html, 'og:image');
    assert.ok(image?.startsWith(platform.baseUrl), `${path}: absolute og:image`);
    const response = await fetch(image);
    assert.equal(response.status, 200, `${path}: ${image}`);
    assert.match(response.headers.get('content-type') ?? '', /^image\//, image);
  }
  const { html } = await fetchPage(platform.baseUrl, '/noticias');
  assert.equal(titleOf(html), 'Noticias · Plataforma Juvenil');
  const detail = await fetchPage(platform.baseUrl, '/noticias/1');
  assert.equal(titleOf(detail.html), 'Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz · Plataforma Juvenil');
  assert.equal(metaContent(detail.html, 'og:type'), 'article');
});

test('every public page hydrates without an API request, a console error or an admin file', async () => {
  for (const path of [...VISITOR_PAGES, ...PASSWORD_RESET_PAGES, ...DETAIL_PAGES, '/no-existe']) {
    const { context, page, requests } = await platform.open();
    const problems = collectProblems(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await hydrated(page);
    const apiCalls = requests.filter((url) => new URL(url).pathname.startsWith('/api/'));
    assert.deepEqual(apiCalls, [], `${path} asked the API to hydrate`);
    assert.deepEqual(problems.filter((p) => !p.includes('404 (Not Found)')), [], `${path} logged problems`);
    assert.deepEqual(adminRemoteRequests(requests), [], path);
    await context.close();
  }
});

test('a card leads to its page; client navigation loads the data and updates the title', async () => {
  const { context, page } = await platform.open();
  await page.goto('/noticias', { waitUntil: 'networkidle' });
  const first = page.getByRole('link', { name: 'Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz' });
  await first.click();
  await page.waitForURL('**/noticias/1');
  await page.getByRole('heading', { level: 1, name: 'Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz' }).waitFor();
  assert.equal(await page.title(), 'Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz · Plataforma Juvenil');
  await page.getByRole('link', { name: '← Volver a noticias' }).click();
  await page.waitForFunction(() => document.title === 'Noticias · Plataforma Juvenil');
  await context.close();
});

test('the publication page shows its comments; a member gets the comment form after hydration', async () => {
  const visitor = await platform.open();
  await visitor.page.goto('/publicaciones/1', { waitUntil: 'networkidle' });
  await visitor.page.getByRole('heading', { name: /^Comentarios \(\d+\)$/ }).waitFor();
  await visitor.page.getByText('Inicia sesión para comentar').waitFor();
  await visitor.context.close();

  const member = await platform.open((context) => signIn(context, platform.baseUrl, { email: 'maria.quispe@demo.bo', password: 'miembro123' }));
  const problems = collectProblems(member.page);
  await member.page.goto('/publicaciones/1', { waitUntil: 'networkidle' });
  await member.page.getByRole('textbox', { name: 'Escribe un comentario' }).waitFor();
  await member.page.getByRole('banner').getByText(/María/).first().waitFor();
  assert.deepEqual(problems, []);
  await member.context.close();
});

