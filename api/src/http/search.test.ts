import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { backends, buildTestApp, type TestApp } from '../test/helper';
import { containsPattern } from './search';

/**
 * The admin searches (`ILIKE '%text%'`, see `containsPattern`) can use the GIN trigram indexes of
 * migration 0003 instead of reading every row. On a near-empty table the planner rightly prefers a
 * sequential scan, so the test turns that off and checks the index is then the plan.
 */
for (const backend of backends()) {
  describe(`trigram indexes (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend);
    });
    after(() => t.close());

    async function plan(query: SQL): Promise<string> {
      return t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = await tx.execute(sql`explain ${query}`);
        return rows.map((row) => Object.values(row).join(' ')).join('\n');
      });
    }

    test('the pg_trgm extension is installed', async () => {
      const { rows } = await t.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
      assert.equal(rows.length, 1);
    });

    test('a user search by name or email uses the trigram indexes', async () => {
      const pattern = containsPattern('quispe');
      const text = await plan(sql`select * from users where nombre ilike ${pattern} or email ilike ${pattern}`);
      assert.match(text, /users_nombre_trgm_idx/);
      assert.match(text, /users_email_trgm_idx/);
    });

    test('an attendance search over its four text columns uses the trigram indexes (a CI: its keyed hash)', async () => {
      const pattern = containsPattern('colegio');
      const text = await plan(sql`select * from asistencias
        where nombre_completo ilike ${pattern} or titulo_evento ilike ${pattern}
           or colegio ilike ${pattern} or distrito ilike ${pattern} or ci_indice = ${'0'.repeat(64)}`);
      for (const index of ['nombre_completo_trgm', 'titulo_evento_trgm', 'colegio_trgm', 'distrito_trgm', 'ci_indice']) {
        assert.match(text, new RegExp(`asistencias_${index}_idx`));
      }
    });
  });
}
