import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MSG } from '@plataforma/contracts';
import { noticias } from '../../../db/schema';
import {
  assertError,
  backends,
  buildAppWithSessions,
  inject,
  isStored,
  injectMultipart,
  pngBlob,
  visitor,
  type Session,
  type TestApp,
} from '../../../test/helper';

const DESCRIPCION = 'Una descripción suficientemente larga.';

for (const backend of backends()) {
  describe(`noticias (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    before(async () => ({ t, admin, member } = await buildAppWithSessions(backend)));
    after(() => t.close());

    const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string | Blob>, headers = admin.headers) =>
      injectMultipart(t.app, { method, url, fields, headers });
    const create = (fields: Record<string, string | Blob>) => send('POST', '/api/noticias', fields);
    const stored = (path: string) => isStored(t, path);

    test('every admin endpoint: 401 for a visitor, 403 for a member, nothing written', async () => {
      const [row] = await t.db.insert(noticias).values({ titulo: 'Intacta', descripcion: DESCRIPCION, imagenUrl: 'noticias/x.webp' }).returning();
      const csrf = await visitor(t.app);
      const fields = { titulo: 'X', descripcion: DESCRIPCION, imagen: await pngBlob() };
      for (const headers of [csrf, member.headers]) {
        const expected = headers === csrf ? [401, MSG.noAutenticado] : [403, MSG.sinPermiso];
        assertError(await send('POST', '/api/noticias', fields, headers), expected[0] as number, expected[1] as string);
        assertError(await send('PUT', `/api/noticias/${row!.id}`, { titulo: 'Cambiada' }, headers), expected[0] as number, expected[1] as string);
        // The guard runs before the id is even looked at.
        assertError(await send('PUT', '/api/noticias/abc', { titulo: 'Cambiada' }, headers), expected[0] as number, expected[1] as string);
        const del = await inject(t.app, { method: 'DELETE', url: `/api/noticias/${row!.id}`, headers });
        assertError(del, expected[0] as number, expected[1] as string);
      }
      const all = (await inject(t.app, { method: 'GET', url: '/api/noticias/all' })).json();
      assert.deepEqual(all.map((n: { titulo: string }) => n.titulo), ['Intacta']);
      await t.db.delete(noticias);
    });

    test('POST creates a news item (201) with its image stored as WebP', async () => {
      const response = await create({ titulo: '  Marcha juvenil  ', descripcion: `  ${DESCRIPCION}  `, imagen: await pngBlob() });
      assert.equal(response.statusCode, 201, response.body);
      const noticia = response.json();
      assert.deepEqual(Object.keys(noticia).sort(), ['descripcion', 'fecha', 'id', 'imagenUrl', 'titulo']);
      assert.equal(noticia.titulo, 'Marcha juvenil');
      assert.equal(noticia.descripcion, DESCRIPCION);
      assert.match(noticia.imagenUrl, /^noticias\/[0-9a-f-]{36}\.webp$/);
      assert.ok(await stored(noticia.imagenUrl));
      assert.ok(Math.abs(Date.parse(noticia.fecha) - Date.now()) < 60_000);
      const media = await inject(t.app, { method: 'GET', url: `/media/${noticia.imagenUrl}` });
      assert.equal(media.headers['content-type'], 'image/webp');
      await t.db.delete(noticias);
    });

    test('POST refuses bad text fields and bad or missing images, storing nothing', async () => {
      const png = await pngBlob();
      assertError(await create({ titulo: '   ', descripcion: DESCRIPCION, imagen: png }), 400, MSG.camposObligatorios);
      assertError(await create({ descripcion: DESCRIPCION, imagen: png }), 400, MSG.camposObligatorios);
      assertError(await create({ titulo: 'T', descripcion: 'corta', imagen: png }), 400, MSG.noticiaDescripcion);
      assertError(await create({ titulo: 'T', descripcion: 'x'.repeat(1001), imagen: png }), 400, MSG.noticiaDescripcion);
      assertError(await create({ titulo: 'T', descripcion: DESCRIPCION }), 400, MSG.debesSubirImagen);
      const text = new Blob(['no soy una imagen'], { type: 'image/jpeg' });
      assertError(await create({ titulo: 'T', descripcion: DESCRIPCION, imagen: text }), 400, MSG.fotoTipo);
      const { default: sharp } = await import('sharp');
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
      assertError(await create({ titulo: 'T', descripcion: DESCRIPCION, imagen: new Blob([new Uint8Array(gif)]) }), 400, MSG.fotoTipo);
      const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } }).jpeg().toBuffer();
      const truncated = new Blob([new Uint8Array(jpeg.subarray(0, Math.floor(jpeg.length / 2)))]);
      assertError(await create({ titulo: 'T', descripcion: DESCRIPCION, imagen: truncated }), 400, MSG.imagenInvalida);
      const huge = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
      assertError(await create({ titulo: 'T', descripcion: DESCRIPCION, imagen: huge }), 413, MSG.fotoTamano);
      const json = await inject(t.app, { method: 'POST', url: '/api/noticias', headers: admin.headers, payload: { titulo: 'T', descripcion: DESCRIPCION } });
      assertError(json, 415);
      assert.equal((await t.db.select().from(noticias)).length, 0);
    });

    test('GET lists newest first, paginated, and /all and /:id are public', async () => {
      const day = (n: number) => new Date(Date.UTC(2026, 0, n));
      for (let n = 1; n <= 5; n++) {
        await t.db.insert(noticias).values({ titulo: `N${n}`, descripcion: DESCRIPCION, imagenUrl: `noticias/${n}.webp`, fecha: day(n) });
      }
      const page1 = (await inject(t.app, { method: 'GET', url: '/api/noticias?page=1&limit=2' })).json();
      assert.deepEqual(page1.data.map((n: { titulo: string }) => n.titulo), ['N5', 'N4']);
      assert.deepEqual({ ...page1, data: undefined }, { data: undefined, total: 5, page: 1, limit: 2, totalPages: 3, hasNext: true, hasPrev: false });
      const page3 = (await inject(t.app, { method: 'GET', url: '/api/noticias?page=3&limit=2' })).json();
      assert.deepEqual(page3.data.map((n: { titulo: string }) => n.titulo), ['N1']);
      assert.equal(page3.hasNext, false);
      assert.equal(page3.hasPrev, true);
      const defaults = (await inject(t.app, { method: 'GET', url: '/api/noticias' })).json();
      assert.equal(defaults.limit, 10);
      assertError(await inject(t.app, { method: 'GET', url: '/api/noticias?page=0' }), 400);
      assertError(await inject(t.app, { method: 'GET', url: '/api/noticias?limit=abc' }), 400);

      const all = (await inject(t.app, { method: 'GET', url: '/api/noticias/all' })).json();
      assert.deepEqual(all.map((n: { titulo: string }) => n.titulo), ['N5', 'N4', 'N3', 'N2', 'N1']);
      const one = await inject(t.app, { method: 'GET', url: `/api/noticias/${all[2].id}` });
      assert.equal(one.json().titulo, 'N3');
      assert.equal(one.json().fecha, day(3).toISOString());
      assertError(await inject(t.app, { method: 'GET', url: '/api/noticias/999999' }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'GET', url: '/api/noticias/uno' }), 400, MSG.idInvalido);
      assertError(await inject(t.app, { method: 'GET', url: '/api/noticias/-1' }), 400, MSG.idInvalido);
      await t.db.delete(noticias);
    });

    test('public GETs send an ETag and answer 304 to a matching If-None-Match', async () => {
      await t.db.insert(noticias).values({ titulo: 'Con etag', descripcion: DESCRIPCION, imagenUrl: 'noticias/e.webp' });
      const first = await inject(t.app, { method: 'GET', url: '/api/noticias' });
      const tag = first.headers.etag as string;
      assert.match(tag, /^"/);
      const again = await inject(t.app, { method: 'GET', url: '/api/noticias', headers: { 'if-none-match': tag } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      await t.db.insert(noticias).values({ titulo: 'Otra', descripcion: DESCRIPCION, imagenUrl: 'noticias/f.webp' });
      const changed = await inject(t.app, { method: 'GET', url: '/api/noticias', headers: { 'if-none-match': tag } });
      assert.equal(changed.statusCode, 200);
      assert.notEqual(changed.headers.etag, tag);
      await t.db.delete(noticias);
    });

    test('PUT changes only the fields sent; a new image replaces and removes the old one', async () => {
      const created = (await create({ titulo: 'Original', descripcion: DESCRIPCION, imagen: await pngBlob() })).json();
      const renamed = await send('PUT', `/api/noticias/${created.id}`, { titulo: 'Renombrada' });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.deepEqual(renamed.json(), { ...created, titulo: 'Renombrada' });

      const untouched = await send('PUT', `/api/noticias/${created.id}`, {});
      assert.deepEqual(untouched.json(), { ...created, titulo: 'Renombrada' });

      const replaced = (await send('PUT', `/api/noticias/${created.id}`, { imagen: await pngBlob() })).json();
      assert.notEqual(replaced.imagenUrl, created.imagenUrl);
      assert.ok(await stored(replaced.imagenUrl));
      assert.ok(!(await stored(created.imagenUrl)), 'the replaced image is removed');

      assertError(await send('PUT', `/api/noticias/${created.id}`, { descripcion: 'corta' }), 400, MSG.noticiaDescripcion);
      assertError(await send('PUT', `/api/noticias/${created.id}`, { titulo: ' ' }), 400, MSG.camposObligatorios);
      const notImage = new Blob(['texto'], { type: 'image/png' });
      assertError(await send('PUT', `/api/noticias/${created.id}`, { imagen: notImage }), 400, MSG.fotoTipo);
      assert.ok(await stored(replaced.imagenUrl), 'a refused upload keeps the current image');
      assertError(await send('PUT', '/api/noticias/999999', { titulo: 'Nadie' }), 404, MSG.noEncontrado);
      assertError(await send('PUT', '/api/noticias/1.5', { titulo: 'Nadie' }), 400, MSG.idInvalido);
      await t.db.delete(noticias);
    });

    test('DELETE removes the news item and its stored image', async () => {
      const created = (await create({ titulo: 'Se va', descripcion: DESCRIPCION, imagen: await pngBlob() })).json();
      assert.ok(await stored(created.imagenUrl));
      const response = await inject(t.app, { method: 'DELETE', url: `/api/noticias/${created.id}`, headers: admin.headers });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { message: 'Noticia eliminada correctamente.' });
      assert.ok(!(await stored(created.imagenUrl)));
      assertError(await inject(t.app, { method: 'GET', url: `/api/noticias/${created.id}` }), 404);
      assertError(await inject(t.app, { method: 'DELETE', url: `/api/noticias/${created.id}`, headers: admin.headers }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'DELETE', url: '/api/noticias/x', headers: admin.headers }), 400, MSG.idInvalido);
    });
  });
}
