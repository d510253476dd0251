import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MSG } from '@plataforma/contracts';
import { imagenes } from '../../../db/schema';
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


for (const backend of backends()) {
  describe(`imagenes (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    before(async () => ({ t, admin, member } = await buildAppWithSessions(backend)));
    after(() => t.close());

    const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string | Blob>, headers = admin.headers) =>
      injectMultipart(t.app, { method, url, fields, headers });
    const upload = (fields: Record<string, string | Blob>) => send('POST', '/api/imagenes', fields);
    const stored = (path: string) => isStored(t, path);

    test('GET /imagenes is public, an empty array at first, then newest first', async () => {
      const empty = await inject(t.app, { method: 'GET', url: '/api/imagenes' });
      assert.equal(empty.statusCode, 200);
      assert.deepEqual(empty.json(), []);

      await t.db.insert(imagenes).values({ titulo: 'Vieja', url: 'carrusel/a.webp', creadoEn: new Date('2026-01-01T00:00:00Z') });
      await t.db.insert(imagenes).values({ titulo: 'Nueva', descripcion: 'Marcha', url: 'carrusel/b.webp' });
      const list = (await inject(t.app, { method: 'GET', url: '/api/imagenes' })).json();
      assert.deepEqual(
        list.map(({ titulo, descripcion, url }: { titulo: string; descripcion: string | null; url: string }) => ({ titulo, descripcion, url })),
        [
          { titulo: 'Nueva', descripcion: 'Marcha', url: 'carrusel/b.webp' },
          { titulo: 'Vieja', descripcion: null, url: 'carrusel/a.webp' },
        ],
      );
      assert.deepEqual(Object.keys(list[0]).sort(), ['descripcion', 'id', 'titulo', 'url']);
    });

    test('GET /imagenes/:id: the image, 404, or 400 for a bad id', async () => {
      const [row] = await t.db.insert(imagenes).values({ titulo: 'Una', url: 'carrusel/c.webp' }).returning();
      const found = await inject(t.app, { method: 'GET', url: `/api/imagenes/${row!.id}` });
      assert.equal(found.json().titulo, 'Una');
      assertError(await inject(t.app, { method: 'GET', url: '/api/imagenes/777777' }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'GET', url: '/api/imagenes/uno' }), 400, MSG.idInvalido);
    });

    test('every admin endpoint: 401 for a visitor, 403 for a member', async () => {
      await t.db.delete(imagenes);
      const [row] = await t.db.insert(imagenes).values({ titulo: 'Intacta', url: 'imagenes/x.webp' }).returning();
      const csrf = await visitor(t.app);
      for (const [headers, status, message] of [
        [csrf, 401, MSG.noAutenticado],
        [member.headers, 403, MSG.sinPermiso],
      ] as const) {
        assertError(await send('POST', '/api/imagenes', { titulo: 'X', file: await pngBlob() }, headers), status, message);
        assertError(await send('PUT', `/api/imagenes/${row!.id}`, { titulo: 'Y' }, headers), status, message);
        assertError(await inject(t.app, { method: 'DELETE', url: `/api/imagenes/${row!.id}`, headers }), status, message);
      }
      const kept = await inject(t.app, { method: 'GET', url: `/api/imagenes/${row!.id}` });
      assert.equal(kept.json().titulo, 'Intacta');
      await t.db.delete(imagenes);
    });

    test('POST uploads a carousel image (201): titulo, optional descripcion, the file as WebP', async () => {
      const response = await upload({ titulo: ' Marcha ', file: await pngBlob() });
      assert.equal(response.statusCode, 201, response.body);
      const imagen = response.json();
      assert.equal(imagen.titulo, 'Marcha');
      assert.equal(imagen.descripcion, null);
      assert.match(imagen.url, /^imagenes\/[0-9a-f-]{36}\.webp$/);
      assert.ok(await stored(imagen.url));
      const { default: sharp } = await import('sharp');
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).gif().toBuffer();
      const withGif = await upload({ titulo: 'GIF', descripcion: 'Animada', file: new Blob([new Uint8Array(gif)]) });
      assert.equal(withGif.statusCode, 201, withGif.body);
      assert.equal(withGif.json().descripcion, 'Animada');
      await t.db.delete(imagenes);
    });

    test('POST refuses a blank title, a missing file and non-images', async () => {
      assertError(await upload({ titulo: '  ', file: await pngBlob() }), 400, MSG.tituloObligatorio);
      assertError(await upload({ titulo: 'Sin archivo' }), 400, MSG.debesSubirImagen);
      assertError(await upload({ titulo: 'Texto', file: new Blob(['hola, no soy imagen'], { type: 'image/jpeg' }) }), 400, MSG.imagenInvalida);
      assertError(await upload({ titulo: 'Grande', file: new Blob([new Uint8Array(5 * 1024 * 1024 + 10)]) }), 413, MSG.fotoTamano);
      assertError(await upload({ titulo: 'Dos', file: await pngBlob(), otro: await pngBlob() }), 400);
      assert.equal((await t.db.select().from(imagenes)).length, 0);
    });

    test('PUT changes only the fields sent; a new file replaces and removes the old one', async () => {
      const created = (await upload({ titulo: 'Antes', descripcion: 'Desc', file: await pngBlob() })).json();
      const renamed = await send('PUT', `/api/imagenes/${created.id}`, { titulo: 'Después' });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.deepEqual(renamed.json(), { ...created, titulo: 'Después' });
      const noDesc = (await send('PUT', `/api/imagenes/${created.id}`, { descripcion: '  ' })).json();
      assert.equal(noDesc.descripcion, null);
      const replaced = (await send('PUT', `/api/imagenes/${created.id}`, { file: await pngBlob() })).json();
      assert.ok(await stored(replaced.url));
      assert.ok(!(await stored(created.url)));
      assertError(await send('PUT', `/api/imagenes/${created.id}`, { titulo: '' }), 400, MSG.tituloObligatorio);
      assertError(await send('PUT', '/api/imagenes/31337', { titulo: 'X' }), 404, MSG.noEncontrado);
      assertError(await send('PUT', '/api/imagenes/abc', { titulo: 'X' }), 400, MSG.idInvalido);
      await t.db.delete(imagenes);
    });

    test('DELETE removes the image row and its stored file', async () => {
      const created = (await upload({ titulo: 'Se va', file: await pngBlob() })).json();
      const response = await inject(t.app, { method: 'DELETE', url: `/api/imagenes/${created.id}`, headers: admin.headers });
      assert.deepEqual(response.json(), { message: 'Imagen eliminada correctamente.' });
      assert.ok(!(await stored(created.url)));
      assertError(await inject(t.app, { method: 'GET', url: `/api/imagenes/${created.id}` }), 404);
      assertError(await inject(t.app, { method: 'DELETE', url: `/api/imagenes/${created.id}`, headers: admin.headers }), 404);
    });
  });
}
