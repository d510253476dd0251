import {
  isHashedCode,
  isKeptImage,
  isPage,
  isRemoteEntry,
  isShareable,
  OFFLINE_LIST_SLOT,
  offlinePage,
  pageName,
  remoteFileUrls,
} from './rules';

const answer = (headers: Record<string, string>, status = 200) => new Response('<html></html>', { status, headers });

/** The Cache-Control the server gives a page: to a visitor, and to a request carrying the session cookie. */
const VISITOR_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const MEMBER_PAGE = 'private, no-cache';

describe('isShareable (what the worker may keep)', () => {
  it("keeps a visitor's page and an image, both public", () => {
    expect(isShareable(answer({ 'Cache-Control': VISITOR_PAGE }))).toBe(true);
    expect(isShareable(answer({ 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(isShareable(answer({ 'Cache-Control': 'PUBLIC, max-age=0' }))).toBe(true);
  });

  it("never keeps a signed-in member's page, nor a page sent no-cache as today, nor one without Cache-Control", () => {
    expect(isShareable(answer({ 'Cache-Control': MEMBER_PAGE }))).toBe(false);
    expect(isShareable(answer({ 'Cache-Control': 'no-cache' }))).toBe(false);
    expect(isShareable(answer({}))).toBe(false);
  });

  it('never keeps an answer that is also private or no-store, whatever else it says', () => {
    expect(isShareable(answer({ 'Cache-Control': 'public, private' }))).toBe(false);
    expect(isShareable(answer({ 'Cache-Control': 'public, no-store' }))).toBe(false);
    // A directive that only contains the word is not the directive.
    expect(isShareable(answer({ 'Cache-Control': 'no-cache, x-public-note=1' }))).toBe(false);
  });

  it('never keeps a failure nor an empty page the server left to the browser', () => {
    expect(isShareable(answer({ 'Cache-Control': VISITOR_PAGE }, 404))).toBe(false);
    expect(isShareable(answer({ 'Cache-Control': VISITOR_PAGE }, 503))).toBe(false);
    expect(isShareable(answer({ 'Cache-Control': VISITOR_PAGE, 'X-Rendered-By': 'browser' }))).toBe(false);
  });
});

describe('which navigations are pages', () => {
  it('every path but data and files; whether one is kept is the answer\'s to say (account pages come private)', () => {
    for (const path of ['/', '/noticias', '/noticias/1', '/agenda/3', '/perfil', '/login', '/admin/usuarios', '/verificar/ABC123']) expect(isPage(path)).toBe(true);
    expect(isShareable(answer({ 'Cache-Control': 'private, no-cache' }))).toBe(false);
  });

  it('API, media and remote files are never pages', () => {
    for (const path of ['/api/noticias', '/api/auth/profile', '/media/noticias/a.webp', '/remotes/public/remoteEntry.js', '/remotes/admin/remoteEntry.js']) {
      expect(isPage(path)).toBe(false);
    }
  });
});

describe('files the worker keeps besides pages', () => {
  it("keeps the pages' images but never members' photos", () => {
    expect(isKeptImage('/media/noticias/abc-480w.webp')).toBe(true);
    expect(isKeptImage('/media/imagenes/marcha.webp')).toBe(true);
    expect(isKeptImage('/media/usuarios/abc.webp')).toBe(false);
    expect(isKeptImage('/api/media')).toBe(false);
  });

  it("knows the public remote's entry and the content-hashed scripts, not the admin remote's", () => {
    expect(isRemoteEntry('/remotes/public/remoteEntry.js')).toBe(true);
    expect(isRemoteEntry('/remotes/admin/remoteEntry.js')).toBe(false);
    expect(isHashedCode('/static/js/async/bootstrap.3f0fee2123.js')).toBe(true);
    expect(isHashedCode('/remotes/public/static/js/async/h.e1e5242cad.js')).toBe(true);
    expect(isHashedCode('/remotes/admin/static/js/async/h.e1e5242cad.js')).toBe(false);
    expect(isHashedCode('/static/js/index.js')).toBe(false);
  });
});

describe("the public remote's files, kept at install from its manifest", () => {
  const manifest = {
    exposes: [
      { assets: { js: { sync: ['static/js/async/__federation_expose_Home.2b9768a3fd.js'], async: ['static/js/async/hs.e1c78cddd0.js'] }, css: { sync: [], async: [] } } },
      { assets: { js: { sync: ['static/js/async/__federation_expose_Noticias.aa11bb22cc.js'], async: ['static/js/async/hs.e1c78cddd0.js'] }, css: { sync: ['static/css/n.1234abcd.css'], async: [] } } },
    ],
    shared: [{ assets: { js: { sync: ['static/js/async/yt.580147230b.js'], async: [] }, css: { sync: [], async: [] } } }],
  };

  it('lists every script and style of its pages and shared modules once, under its folder', () => {
    expect(remoteFileUrls(manifest)).toEqual([
      '/remotes/public/static/js/async/__federation_expose_Home.2b9768a3fd.js',
      '/remotes/public/static/js/async/hs.e1c78cddd0.js',
      '/remotes/public/static/js/async/__federation_expose_Noticias.aa11bb22cc.js',
      '/remotes/public/static/css/n.1234abcd.css',
      '/remotes/public/static/js/async/yt.580147230b.js',
    ]);
  });

  it('takes nothing from a manifest of another shape, nor a path that leaves the folder', () => {
    expect(remoteFileUrls(null)).toEqual([]);
    expect(remoteFileUrls({ exposes: [{}] })).toEqual([]);
    expect(remoteFileUrls({ shared: [{ assets: { js: { sync: ['../../api/secret', 'https://x.example/a.js', 'static/ok.js'] } } }] })).toEqual(['/remotes/public/static/ok.js']);
  });
});

describe('the offline page', () => {
  const template = `<h1>Sin conexión. Te mostramos lo último que visitaste.</h1><ul>${OFFLINE_LIST_SLOT}</ul>`;

  it('names a kept page by its title without the site name, else by its path', () => {
    expect(pageName('<head><title>Más de 300 jóvenes &amp; más · Plataforma Juvenil</title></head>', '/noticias/1')).toBe('Más de 300 jóvenes & más');
    expect(pageName('<title>Plataforma Juvenil</title>', '/')).toBe('Inicio · Plataforma Juvenil');
    expect(pageName('<p>sin título</p>', '/agenda?pagina=2')).toBe('/agenda?pagina=2');
  });

  it('lists the kept pages as links, escaped', () => {
    const html = offlinePage(template, [
      { path: '/noticias/1', name: 'Encuentro <departamental>' },
      { path: '/agenda?a=1&b=2', name: 'Agenda' },
    ]);
    expect(html).toContain('<li><a href="/noticias/1">Encuentro &lt;departamental&gt;</a></li>');
    expect(html).toContain('<li><a href="/agenda?a=1&amp;b=2">Agenda</a></li>');
    expect(html).not.toContain(OFFLINE_LIST_SLOT);
  });

  it('says so when no page is kept yet', () => {
    expect(offlinePage(template, [])).toContain('Todavía no hay páginas guardadas en este dispositivo.');
  });
});
