import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { rotateKey } from '../../scripts/rotate-key';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/client';
import { twoFactor, users } from '../db/schema';
import { backends, buildTestApp, type TestApp } from '../test/helper';
import { createDataCipher, loadDataKey, newDataKey, parseDataKey } from './data-key';
import { prepareEncryptedData, rotateDataKey } from './rotate';

const SECRET = 'JBSWY3DPEHPK3PXP';

for (const backend of backends()) {
  describe(`data key rotation (${backend})`, () => {
    let t: TestApp;
    const keyA = newDataKey();
    const a = createDataCipher(parseDataKey(keyA));
    const b = createDataCipher(parseDataKey(newDataKey()));
    let encryptedId: number;
    let clearId: number;

    before(async () => {
      t = await buildTestApp(backend, { dataKey: keyA });
      const rows = await t.db
        .insert(users)
        .values([1, 2].map((n) => ({ nombre: `Admin ${n}`, email: `a${n}@test.local`, passwordHash: 'x', rol: 'admin' as const })))
        .returning({ id: users.id });
      [encryptedId, clearId] = rows.map((r) => r.id) as [number, number];
      await t.app.twoFactorRepository.savePendingSecret(encryptedId, SECRET);
      // A secret stored in clear, as versions before encryption did.
      await t.db.insert(twoFactor).values({ userId: clearId, secret: SECRET });
    });
    after(() => t.close());

    const stored = async (userId: number) => (await t.db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId)))[0]!.secret;

    test('a TOTP secret is stored encrypted; the repository reads it in clear', async () => {
      assert.ok(!(await stored(encryptedId)).includes(SECRET));
      assert.equal((await t.app.twoFactorRepository.findTwoFactor(encryptedId))?.secret, SECRET);
    });

    test('the start encrypts secrets left in clear, and refuses a key that did not encrypt the data', async () => {
      await assert.rejects(prepareEncryptedData(t.db, b), /no es la que cifró los datos/);
      assert.equal(await stored(clearId), SECRET);
      await prepareEncryptedData(t.db, a);
      assert.ok((await stored(clearId)).startsWith(`v1.${a.keyId}.`));
      assert.equal(a.decrypt(await stored(clearId)), SECRET);
      const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM two_factor WHERE secret LIKE ${`%${SECRET}%`}`);
      assert.equal(rows[0]!.n, 0);
    });

    test('rotation rewrites every value under the new key, in one go', async () => {
      assert.equal(await rotateDataKey(t.db, a, b), 2);
      for (const id of [encryptedId, clearId]) assert.equal(b.decrypt(await stored(id)), SECRET);
      const rotated = await stored(encryptedId);
      assert.throws(() => a.decrypt(rotated), /otra clave/);
      // A rotation from a key that cannot read the data changes nothing.
      await assert.rejects(rotateDataKey(t.db, a, b));
      assert.equal(b.decrypt(await stored(encryptedId)), SECRET);
    });
  });
}

describe('npm run rotate-key (embedded default, key file)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pj-rotate-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('makes a new key file and re-encrypts the data under it', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: join(dir, 'pglite') }), dataKeyFile: join(dir, 'data.key') };
    const old = createDataCipher(loadDataKey(config));
    const { db, close } = openDatabase({ dataDir: config.dataDir });
    await migrate(db);
    const [user] = await db.insert(users).values({ nombre: 'Admin', email: 'admin@test.local', passwordHash: 'x', rol: 'admin' }).returning({ id: users.id });
    await db.insert(twoFactor).values({ userId: user!.id, secret: old.encrypt(SECRET) });
    await close();

    const rotation = await rotateKey(config, undefined);
    assert.deepEqual([rotation.from, rotation.rows], [old.keyId, 1]);
    const current = createDataCipher(parseDataKey(readFileSync(config.dataKeyFile, 'utf8')));
    assert.equal(current.keyId, rotation.to);
    assert.notEqual(rotation.to, rotation.from);
    assert.ok(!existsSync(`${config.dataKeyFile}.new`));

    const reopened = openDatabase({ dataDir: config.dataDir });
    const [row] = await reopened.db.select().from(twoFactor);
    await reopened.close();
    assert.equal(current.decrypt(row!.secret), SECRET);
  });

  test('with DATA_KEY it needs NEW_DATA_KEY', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: join(dir, 'pglite') }), dataKey: newDataKey() };
    await assert.rejects(rotateKey(config, undefined), /NEW_DATA_KEY/);
  });
});
