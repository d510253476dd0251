import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { eventos, noticias, publicaciones } from '../db/schema';
import { API_MSG, RETRY_AFTER_SECONDS } from '../errors';
import { backends, buildTestApp, type TestApp } from '../test/helper';

const DESCRIPCION = 'Marcha & propuestas <juveniles> en "El Alto".';
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 15));

for (const backend of backends()) {
  describe(`feeds for readers and crawlers (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend, { publicUrl: 'https://plataforma.example.org' });
      // 22 news: the feed keeps the latest 20, newest first.
      for (let n = 1; n <= 22; n++) {
        await t.db.insert(noticias).values({ titulo: `Noticia ${n}`, descripcion: DESCRIPCION, imagenUrl: `noticias/${n}.webp`, fecha: day(n) });
      }
      await t.db.insert(eventos).values({ titulo: 'Foro', descripcion: 'Debate abierto', fecha: day(28) });
      await t.db.insert(publicaciones).values({ titulo: 'Ideas', contenido: 'Texto' });
    });
    after(() => t.close());

    test('/noticias.rss is RSS 2.0 of the latest 20 news, newest first, with absolute links and dates', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/noticias.rss' });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^application\/rss\+xml/);
      assert.match(String(response.headers['cache-control']), /^public, max-age=0, s-maxage=\d+/);
      assert.equal(XMLValidator.validate(response.body), true);
      const { rss } = new XMLParser().parse(response.body);
      assert.equal(rss.channel.title, 'Noticias · Plataforma Juvenil');
      assert.equal(rss.channel.link, 'https://plataforma.example.org/noticias');
      assert.equal(rss.channel.language, 'es-BO');
      assert.equal(rss.channel.item.length, 20);
      const [first] = rss.channel.item;
      assert.equal(first.title, 'Noticia 22');
      assert.equal(first.link, 'https://plataforma.example.org/noticias/22');
      assert.equal(first.pubDate, 'Sun, 22 Nov 2026 15:00:00 GMT');
      assert.equal(first.description, DESCRIPCION);
      assert.equal(rss.channel.item.at(-1).title, 'Noticia 3');
    });

    test('/sitemap.xml lists the public pages and every news, event and publication page', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^application\/xml/);
      assert.equal(XMLValidator.validate(response.body), true);
      const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace('https://plataforma.example.org', ''));
      for (const path of ['/', '/noticias', '/agenda', '/afiliate', '/conocenos', '/publicaciones', '/encuestas', '/privacidad', '/noticias/1', '/noticias/22']) {
        assert.ok(locs.includes(path), `${path} is in the sitemap`);
      }
      assert.equal(locs.filter((loc) => loc.startsWith('/agenda/')).length, 1);
      assert.equal(locs.filter((loc) => loc.startsWith('/publicaciones/')).length, 1);
      assert.equal(locs.length, 8 + 22 + 1 + 1);
      assert.match(response.body, /<loc>https:\/\/plataforma\.example\.org\/noticias\/22<\/loc><lastmod>2026-11-22T15:00:00\.000Z<\/lastmod>/);
      assert.ok(!locs.some((loc) => loc.startsWith('/admin')));
    });

    test('/robots.txt allows the public site, keeps crawlers out of /admin and /api, and names the sitemap', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain/);
      assert.equal(
        response.body,
        'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nSitemap: https://plataforma.example.org/sitemap.xml\n',
      );
    });

    test('while the database is down, the feeds and images answer a Spanish 503 at once (no connection time-out); robots.txt still answers', async () => {
      const available = t.app.databaseAvailable;
      t.app.databaseAvailable = () => false;
      try {
        for (const url of ['/noticias.rss', '/sitemap.xml', '/media/noticias/1.webp']) {
          const response = await t.app.inject({ method: 'GET', url });
          assert.equal(response.statusCode, 503, url);
          assert.equal(response.json().message, API_MSG.servicioNoDisponible);
          assert.equal(response.headers['retry-after'], String(RETRY_AFTER_SECONDS));
        }
        assert.equal((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode, 200);
      } finally {
        t.app.databaseAvailable = available;
      }
    });
  });
}
