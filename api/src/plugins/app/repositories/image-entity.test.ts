import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mediaVariant, MEDIA_WIDTHS } from '@plataforma/contracts';
import {
  backends,
  buildAppWithSessions,
  injectMultipart,
  isStored,
  pngBlob,
  storedImages,
  type Session,
  type TestApp,
} from '../../../test/helper';

const DESCRIPCION = 'Una descripción suficientemente larga.';

for (const backend of backends()) {
  describe(`image replacement (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    before(async () => ({ t, admin } = await buildAppWithSessions(backend)));
    after(() => t.close());

    const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string | Blob>) =>
      injectMultipart(t.app, { method, url, fields, headers: admin.headers });
    /** The image and every width variant of it. */
    const everyWidth = (path: string) => [path, ...MEDIA_WIDTHS.map((width) => mediaVariant(path, width))];

    test('edits racing to replace one image leave exactly the winner stored: no orphan, no lost file', async () => {
      const created = (await send('POST', '/api/noticias', { titulo: 'Carrera', descripcion: DESCRIPCION, imagen: await pngBlob() })).json();
      for (let round = 0; round < 3; round++) {
        const before = (await t.app.noticiasRepository.findById(created.id))!.imagenUrl;
        const blobs = await Promise.all([pngBlob(), pngBlob(), pngBlob()]);
        const answers = await Promise.all(blobs.map((imagen) => send('PUT', `/api/noticias/${created.id}`, { imagen })));
        const paths = answers.map((answer) => {
          assert.equal(answer.statusCode, 200, answer.body);
          return answer.json().imagenUrl as string;
        });
        assert.equal(new Set(paths).size, 3, 'three uploads, three images');

        const winner = (await t.app.noticiasRepository.findById(created.id))!.imagenUrl;
        assert.ok(paths.includes(winner));
        for (const path of everyWidth(winner)) assert.ok(await isStored(t, path), `${path} was lost`);
        for (const loser of [before, ...paths.filter((path) => path !== winner)]) {
          for (const path of everyWidth(loser)) assert.equal(await isStored(t, path), false, `${path} was left behind`);
        }
        assert.deepEqual(await storedImages(t, 'noticias'), [winner]);
      }
    });

    test('an image shared by two rows (the same bytes) survives the removal of one of them', async () => {
      if (backend === 'pglite') return; // files are uuid-named there: two uploads are two files
      const imagen = await pngBlob();
      const first = (await send('POST', '/api/noticias', { titulo: 'Una', descripcion: DESCRIPCION, imagen })).json();
      const second = (await send('POST', '/api/noticias', { titulo: 'Otra', descripcion: DESCRIPCION, imagen })).json();
      assert.equal(first.imagenUrl, second.imagenUrl, 'content-addressed: stored once');
      await t.app.noticiasRepository.delete(first.id);
      assert.ok(await isStored(t, second.imagenUrl));
      await t.app.noticiasRepository.delete(second.id);
      assert.equal(await isStored(t, second.imagenUrl), false);
    });
  });
}
