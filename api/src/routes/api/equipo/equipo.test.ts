import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { equipo } from '../../../db/schema';
import { backends, buildTestApp, inject, type TestApp } from '../../../test/helper';

for (const backend of backends()) {
  describe(`equipo (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend);
    });
    after(() => t.close());

    test('GET /equipo is public: empty at first, then the members in their chosen order', async () => {
      const empty = await inject(t.app, { method: 'GET', url: '/api/equipo' });
      assert.equal(empty.statusCode, 200);
      assert.deepEqual(empty.json(), []);

      await t.db.insert(equipo).values([
        { nombre: 'Segunda', rol: 'Coordinadora', descripcion: 'Organiza', imagen: 'equipo/b.webp', orden: 2 },
        { nombre: 'Primero', rol: 'Líder Juvenil', descripcion: 'Dirige', imagen: 'equipo/a.webp', orden: 1 },
      ]);
      const list = (await inject(t.app, { method: 'GET', url: '/api/equipo' })).json();
      assert.deepEqual(
        list.map(({ id: _id, ...rest }: { id: number }) => rest),
        [
          { nombre: 'Primero', rol: 'Líder Juvenil', descripcion: 'Dirige', imagen: 'equipo/a.webp' },
          { nombre: 'Segunda', rol: 'Coordinadora', descripcion: 'Organiza', imagen: 'equipo/b.webp' },
        ],
      );
    });
  });
}
