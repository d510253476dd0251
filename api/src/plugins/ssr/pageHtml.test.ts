import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RenderedPage } from '@plataforma/contracts';
import { fillTemplate, headTags, scriptJson } from './pageHtml';

const NOTICE = '<noscript>Activa JavaScript para usar Plataforma Juvenil.</noscript>';
const TEMPLATE = `<head><!--ssr-head--><title>x</title><!--/ssr-head--></head><body><div id="root"><!--ssr-html-->${NOTICE}</div></body>`;
const PAGE: RenderedPage = {
  status: 200,
  html: '<h1>Noticias</h1>',
  styleTags: '<style data-styled="true">h1{}</style>',
  head: { title: 'Noticias · Plataforma Juvenil', description: 'Las "últimas" <noticias>' },
  hydrationData: { loaderData: { 'public_remote/Noticias': { noticias: [{ titulo: '</script><script>alert(1)</script>' }] } }, actionData: null, errors: null },
};

test('the hydration data cannot close its script tag', () => {
  const json = scriptJson(PAGE.hydrationData);
  assert.ok(!json.includes('</script>'));
  assert.deepEqual(JSON.parse(json), PAGE.hydrationData);
});

test('head tags: escaped text, canonical URL, Open Graph and Twitter card with an absolute image', () => {
  const tags = headTags(PAGE.head, 'https://pj.example/noticias');
  assert.match(tags, /<title>Noticias · Plataforma Juvenil<\/title>/);
  assert.match(tags, /<meta name="description" content="Las &quot;últimas&quot; &lt;noticias&gt;" \/>/);
  assert.match(tags, /<link rel="canonical" href="https:\/\/pj.example\/noticias" \/>/);
  assert.match(tags, /<meta property="og:type" content="website" \/>/);
  assert.match(tags, /<meta property="og:image" content="https:\/\/pj.example\/og-default.jpg" \/>/);
  assert.match(tags, /<meta name="twitter:card" content="summary_large_image" \/>/);
  const article = headTags({ ...PAGE.head, image: '/media/noticias/a.webp', type: 'article' }, 'https://pj.example/noticias/1');
  assert.match(article, /og:image" content="https:\/\/pj.example\/media\/noticias\/a.webp"/);
  assert.match(article, /og:type" content="article"/);
});

test('a page kept out of search engines says so; the others say nothing', () => {
  assert.match(headTags({ ...PAGE.head, noindex: true }, 'https://pj.example/verificar/x'), /<meta name="robots" content="noindex" \/>/);
  assert.doesNotMatch(headTags(PAGE.head, 'https://pj.example/noticias'), /robots/);
});

test('the template gets the head, the styles, the markup and the hydration data', () => {
  const html = fillTemplate(TEMPLATE, PAGE, 'https://pj.example/noticias');
  assert.ok(!html.includes('<title>x</title>'));
  assert.ok(html.includes('<style data-styled="true">h1{}</style>'));
  assert.ok(html.includes('<div id="root"><h1>Noticias</h1></div><script id="pj-ssr" type="application/json">'));
});

test("a server-rendered page works without scripts: the template's notice asking for them is left out", () => {
  assert.ok(!fillTemplate(TEMPLATE, PAGE, 'https://pj.example/noticias').includes('Activa JavaScript'));
});

test("a page's lead image is asked for first, before its styles and the scripts", () => {
  const leadImage = { src: '/media/imagenes/a.webp', srcSet: '/media/imagenes/a-480w.webp 480w, /media/imagenes/a.webp 1920w', sizes: '100vw' };
  const html = fillTemplate(TEMPLATE, { ...PAGE, head: { ...PAGE.head, leadImage } }, 'https://pj.example/');
  const preload = '<link rel="preload" as="image" href="/media/imagenes/a.webp" imagesrcset="/media/imagenes/a-480w.webp 480w, /media/imagenes/a.webp 1920w" imagesizes="100vw" fetchpriority="high" />';
  assert.ok(html.indexOf(preload) > 0 && html.indexOf(preload) < html.indexOf('<style'));
  assert.ok(!headTags(PAGE.head, 'https://pj.example/').includes('rel="preload"'));
});

test('a lead image without other widths is preloaded by its one address', () => {
  const tags = headTags({ ...PAGE.head, leadImage: { src: 'https://cdn.example.org/a.jpg', srcSet: '', sizes: '100vw' } }, 'https://pj.example/');
  assert.match(tags, /<link rel="preload" as="image" href="https:\/\/cdn.example.org\/a.jpg" fetchpriority="high" \/>/);
});
