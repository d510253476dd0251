import type { FastifyInstance, FastifyReply } from 'fastify';
import { Feed } from 'feed';
import { escapeHtml, REMOTE_PAGES, SITE_NAME } from '@plataforma/contracts';
import { itemPagePath, publicOrigin } from '../http/public-origin';
import { refuseWhileDatabaseDown } from './external/pressure';
import { scope } from './app/scopes';

/** The latest news in the RSS feed. */
const FEED_SIZE = 20;

/** The fixed public pages of the page map (those without a route parameter). */
const PUBLIC_PAGES = REMOTE_PAGES.filter((page) => page.serverRendered && !page.path.includes(':')).map((page) => page.path);

const pattern = (module: string) => REMOTE_PAGES.find((page) => page.module === module)!.path;

/** A stored media path (`noticias/k.webp`) as an absolute URL, as the pages show it (`/media/...`). */
const mediaLink = (origin: string, path: string) => new URL(/^(https?:)?\//.test(path) ? path : `/media/${path}`, origin).href;

/** The sitemap's text: HTML's escapes are XML's too (`&#39;` is a character reference in both). */
const xml = escapeHtml;

function send(reply: FastifyReply, type: string, body: string) {
  return reply.type(type).send(body);
}

/**
 * What crawlers and feed readers ask the site for: `/noticias.rss` (RSS 2.0, the latest
 * 20 news), `/sitemap.xml` (the public pages and every news, event and publication page) and
 * `/robots.txt`. Absolute links come from `publicOrigin` (PUBLIC_URL, else the request's own host, which
 * is then part of the response cache's key). Public: kept and shared like the pages.
 */
export default async function feeds(app: FastifyInstance) {
  await app.register(scope('public', (routes) => readerRoutes(app, routes)));
}

function readerRoutes(app: FastifyInstance, routes: FastifyInstance) {
  // Both read the database; a copy the response cache keeps is served through an outage all the same.
  const readsDatabase = { schema: { hide: true }, onRequest: refuseWhileDatabaseDown(app) };
  routes.get('/noticias.rss', readsDatabase, async (request, reply) => {
    const origin = publicOrigin(request);
    const { data: noticias } = await app.noticiasRepository.paginate({ page: 1, limit: FEED_SIZE });
    const feed = new Feed({
      title: `Noticias · ${SITE_NAME}`,
      description: 'Las últimas noticias del movimiento juvenil: marchas, propuestas y actividades en toda Bolivia.',
      id: `${origin}${pattern('Noticias')}`,
      link: `${origin}${pattern('Noticias')}`,
      language: 'es-BO',
      copyright: SITE_NAME,
      updated: noticias[0] ? new Date(noticias[0].fecha) : undefined,
      feedLinks: { rss: `${origin}/noticias.rss` },
    });
    for (const noticia of noticias) {
      const link = `${origin}${itemPagePath('Noticia', noticia.id)}`;
      feed.addItem({
        title: noticia.titulo,
        id: link,
        link,
        description: noticia.descripcion,
        date: new Date(noticia.fecha),
        image: mediaLink(origin, noticia.imagenUrl),
      });
    }
    return send(reply, 'application/rss+xml; charset=utf-8', feed.rss2());
  });

  routes.get('/sitemap.xml', readsDatabase, async (request, reply) => {
    const origin = publicOrigin(request);
    const [noticias, eventos, publicaciones] = await Promise.all([
      app.noticiasRepository.findAll(),
      app.eventosRepository.findAll(),
      app.publicacionesRepository.findAll(),
    ]);
    const entries: { path: string; lastmod?: string }[] = [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...noticias.map((noticia) => ({ path: itemPagePath('Noticia', noticia.id), lastmod: noticia.fecha })),
      ...eventos.map((evento) => ({ path: itemPagePath('Evento', evento.id) })),
      ...publicaciones.map((publicacion) => ({ path: itemPagePath('Publicacion', publicacion.id), lastmod: publicacion.creadoEn })),
    ];
    const urls = entries.map(
      ({ path, lastmod }) => `  <url><loc>${xml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>`,
    );
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return send(reply, 'application/xml; charset=utf-8', body);
  });

  routes.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', `Sitemap: ${publicOrigin(request)}/sitemap.xml`, ''].join('\n');
    return send(reply, 'text/plain; charset=utf-8', body);
  });
}
