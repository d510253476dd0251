import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { MEDIA_FULL_WIDTH, MEDIA_WIDTHS, mediaVariant, srcSetFor } from '@plataforma/contracts';
import { media } from '../../db/schema';
import { backends, buildAppWithSessions, inject, injectMultipart, type Session, type TestApp } from '../../test/helper';

const DESCRIPCION = 'Una descripción suficientemente larga.';

for (const backend of backends()) {
  describe(`media (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    before(async () => ({ t, admin } = await buildAppWithSessions(backend)));
    after(() => t.close());

    async function upload(width: number, height: number) {
      const png = await sharp({ create: { width, height, channels: 3, background: { r: width % 256, g: height % 256, b: 9 } } }).png().toBuffer();
      const fields = { titulo: 'Con foto', descripcion: DESCRIPCION, imagen: new Blob([new Uint8Array(png)]) };
      const response = await injectMultipart(t.app, { method: 'POST', url: '/api/noticias', fields, headers: admin.headers });
      assert.equal(response.statusCode, 201, response.body);
      return response.json().imagenUrl as string;
    }
    const get = (path: string, headers: Record<string, string> = {}) => inject(t.app, { method: 'GET', url: `/media/${path}`, headers });
    const widthOf = async (path: string) => (await sharp((await get(path)).rawPayload).metadata()).width;

    test('an upload is served in three widths, never enlarged, each immutable with an ETag', async () => {
      const path = await upload(2400, 1200);
      for (const url of srcSetFor(path).split(', ').map((entry) => entry.split(' ')[0]!)) {
        const response = await inject(t.app, { method: 'GET', url });
        assert.equal(response.statusCode, 200, url);
        assert.equal(response.headers['content-type'], 'image/webp');
        assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
        const etag = String(response.headers.etag);
        assert.match(etag, /^"/);
        assert.equal((await inject(t.app, { method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode, 304);
      }
      assert.equal(await widthOf(path), MEDIA_FULL_WIDTH);
      for (const width of MEDIA_WIDTHS) assert.equal(await widthOf(mediaVariant(path, width)), width);

      const small = await upload(300, 200);
      for (const width of MEDIA_WIDTHS) assert.equal(await widthOf(mediaVariant(small, width)), 300, 'never enlarged');
    });

    test('where the images live: the media table with DATABASE_URL, MEDIA_DIR otherwise', async () => {
      const path = await upload(640, 480);
      const rows = await t.db.select({ path: media.path }).from(media);
      const folder = join(t.config.mediaDir, 'noticias');
      const files = existsSync(folder) ? readdirSync(folder) : [];
      if (backend === 'postgres') {
        assert.ok(rows.some((row) => row.path === path), 'stored in PostgreSQL');
        assert.ok(rows.some((row) => row.path === mediaVariant(path, 480)));
        assert.deepEqual(files, [], 'nothing on this process\'s disk');
      } else {
        assert.equal(rows.length, 0);
        assert.ok(files.includes(path.slice('noticias/'.length)) && files.includes(mediaVariant(path, 960).slice('noticias/'.length)));
      }
    });

    test('images stored before the widths existed (a file in MEDIA_DIR) keep working; their variants fall back', async () => {
      const old = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#abcdef' } }).webp().toBuffer();
      mkdirSync(join(t.config.mediaDir, 'antiguas'), { recursive: true });
      writeFileSync(join(t.config.mediaDir, 'antiguas', 'vieja.webp'), old);
      const full = await get('antiguas/vieja.webp');
      assert.equal(full.statusCode, 200);
      assert.deepEqual(full.rawPayload, old);
      const variant = await get(mediaVariant('antiguas/vieja.webp', 480));
      assert.equal(variant.statusCode, 200);
      assert.deepEqual(variant.rawPayload, old);
      assert.equal((await get('antiguas/otra.webp')).statusCode, 404);
      assert.equal((await get('antiguas/otra-480w.webp')).statusCode, 404);
      for (const odd of ['a%20b.webp', '..%2F..%2Fpackage.json']) assert.equal((await get(odd)).statusCode, 404, odd);
      // A NUL byte is refused like in every other text a request carries.
      assert.equal((await get('a%00b.webp')).statusCode, 400);
    });
  });
}
