import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MSG } from '@plataforma/contracts';
import { comentarios, publicaciones, users } from '../../../db/schema';
import { assertError, backends, buildTestApp, inject, type TestApp } from '../../../test/helper';

for (const backend of backends()) {
  describe(`GET /api/publicaciones/all?include=comentarios (${backend})`, () => {
    let t: TestApp;
    let queries: string[] = [];
    before(async () => {
      t = await buildTestApp(backend, {}, { onQuery: (sql) => queries.push(sql) });
    });
    after(() => t.close());

    /** `count` publications, each with two comments by the admin (oldest first: 'a' then 'b'). */
    async function seed(count: number) {
      await t.db.delete(publicaciones);
      const [author] = await t.db.select().from(users).limit(1);
      const rows = await t.db
        .insert(publicaciones)
        .values(Array.from({ length: count }, (_, i) => ({ titulo: `P${i}`, contenido: 'texto', creadoEn: new Date(Date.UTC(2026, 0, i + 1)) })))
        .returning();
      await t.db.insert(comentarios).values(
        rows.flatMap((p) => [
          { contenido: `a${p.titulo}`, publicacionId: p.id, userId: author!.id, creadoEn: new Date(Date.UTC(2026, 1, 1)) },
          { contenido: `b${p.titulo}`, publicacionId: p.id, userId: author!.id, creadoEn: new Date(Date.UTC(2026, 1, 2)) },
        ]),
      );
    }

    /** The SQL statements one visitor request runs. */
    async function queriesOf(url: string) {
      queries = [];
      const response = await inject(t.app, { method: 'GET', url });
      assert.equal(response.statusCode, 200, response.body);
      return { body: response.json(), count: queries.length };
    }

    test('one request returns every publication with its comments, oldest first', async () => {
      await seed(3);
      const { body } = await queriesOf('/api/publicaciones/all?include=comentarios');
      assert.deepEqual(body.map((p: { titulo: string }) => p.titulo), ['P2', 'P1', 'P0']);
      for (const p of body) {
        assert.deepEqual(p.comentarios.map((c: { contenido: string }) => c.contenido), [`a${p.titulo}`, `b${p.titulo}`]);
        assert.deepEqual(Object.keys(p.comentarios[0].usuario).sort(), ['id', 'nombre']);
      }
      const plain = await queriesOf('/api/publicaciones/all');
      assert.equal(plain.body[0].comentarios, undefined, 'without include the list is as before');
      assertError(await inject(t.app, { method: 'GET', url: '/api/publicaciones/all?include=votos' }), 400, MSG.solicitudInvalida);
    });

    test('the database does two queries whatever the number of publications', async () => {
      await seed(2);
      const few = await queriesOf('/api/publicaciones/all?include=comentarios');
      await seed(25);
      const many = await queriesOf('/api/publicaciones/all?include=comentarios');
      assert.equal(many.body.length, 25);
      assert.equal(few.count, 2);
      assert.equal(many.count, 2);
    });
  });
}
