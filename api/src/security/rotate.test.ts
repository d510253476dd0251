import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { rotateKey } from '../../scripts/rotate-key';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/client';
import { afiliaciones, asistencias, idempotencyKeys, twoFactor, users } from '../db/schema';
import { API_MSG } from '../errors';
import { hoyEnBolivia, IDEMPOTENCY_HEADER } from '@plataforma/contracts';
import { ADMIN, assertError, backends, buildTestApp, createTestUser, inject, login, type TestApp } from '../test/helper';
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

    test('affiliations: CI, birth date, celular, the CI index and stored idempotent answers follow the new key', async () => {
      // A fresh app under key A with one affiliation requested with an Idempotency-Key, one approved.
      const keyC = newDataKey();
      const c = createDataCipher(parseDataKey(keyC));
      const d = createDataCipher(parseDataKey(newDataKey()));
      const app = await buildTestApp(backend, { dataKey: keyC });
      try {
        const year = Number(hoyEnBolivia().slice(0, 4));
        const request = (ci: string) => ({ ci, fechaNacimiento: `${year - 20}-03-04`, departamento: 'Oruro', celular: '61234567', consentimiento: true });
        await createTestUser(app.db, { email: 'uno@test.local', password: 'uno-secreto' });
        await createTestUser(app.db, { email: 'dos@test.local', password: 'dos-secreto' });
        const uno = await login(app.app, 'uno@test.local', 'uno-secreto');
        const dos = await login(app.app, 'dos@test.local', 'dos-secreto');
        const admin = await login(app.app, ADMIN.email, ADMIN.password);
        const headers = { ...uno.headers, [IDEMPOTENCY_HEADER]: 'rotacion-1' };
        const created = await inject(app.app, { method: 'POST', url: '/api/afiliaciones', headers, payload: request('7654321-1A') });
        assert.equal(created.statusCode, 201, created.body);
        const [row] = await app.db.select().from(afiliaciones);
        assert.ok(row!.ci!.startsWith(`v1.${c.keyId}.`));
        assert.equal(row!.ciIndice, c.index('7654321-1A'));
        const [answer] = await app.db.select({ body: idempotencyKeys.body }).from(idempotencyKeys);
        assert.ok(answer!.body!.startsWith(`v1.${c.keyId}.`), 'the stored answer is encrypted');

        const [claim] = await app.db.select({ fingerprint: idempotencyKeys.fingerprint }).from(idempotencyKeys);
        assert.equal(await rotateDataKey(app.db, c, d), 2);
        // No fingerprint keyed by the old key outlives it.
        const fingerprints = (await app.db.select({ fingerprint: idempotencyKeys.fingerprint }).from(idempotencyKeys)).map((r) => r.fingerprint);
        assert.ok(!fingerprints.includes(claim!.fingerprint));
        const [rotated] = await app.db.select().from(afiliaciones);
        assert.deepEqual([d.decrypt(rotated!.ci!), d.decrypt(rotated!.fechaNacimiento!), d.decrypt(rotated!.celular!)], ['7654321-1A', `${year - 20}-03-04`, '61234567']);
        assert.equal(rotated!.ciIndice, d.index('7654321-1A'));
        assert.notEqual(rotated!.ciIndice, row!.ciIndice);

        // The app started under the new key: lookups, uniqueness and replays work.
        const restarted = await buildApp({ db: app.db, config: app.config, cipher: d });
        await restarted.ready();
        try {
          // A retry after the rotation replays; the key then holds to that request, under the new key.
          const again = await inject(restarted, { method: 'POST', url: '/api/afiliaciones', headers, payload: request('7654321-1A') });
          assert.equal(again.statusCode, 201, again.body);
          assert.equal(again.body, created.body);
          assert.equal(again.headers['idempotent-replayed'], 'true');
          assertError(await inject(restarted, { method: 'POST', url: '/api/afiliaciones', headers, payload: request('7654321-2B') }), 422, API_MSG.idempotenciaDistinta);
          assert.equal((await inject(restarted, { method: 'POST', url: '/api/afiliaciones', headers, payload: request('7654321-1A') })).body, created.body);
          // The same carnet from another member is found by its keyed hash under the new key: flagged.
          assert.equal((await inject(restarted, { method: 'POST', url: '/api/afiliaciones', headers: dos.headers, payload: request('7654321 1a') })).statusCode, 201);
          const found = (await inject(restarted, { method: 'GET', url: '/api/afiliaciones?search=7654321-1a', headers: admin.headers })).json();
          assert.deepEqual(found.data.map((x: { ci: string; ciEnConflicto: boolean }) => [x.ci, x.ciEnConflicto]), [['7654321-1A', true], ['7654321-1A', true]]);
          const mine = (await inject(restarted, { method: 'GET', url: '/api/afiliaciones/mia', headers: uno.headers })).json();
          assert.equal(mine.afiliacion.celular, '61234567');
        } finally {
          await restarted.close();
        }
      } finally {
        await app.close();
      }
    });

    test('attendance records: rows an older version stored in clear are encrypted at start; rotation follows the new key', async () => {
      const keyC = newDataKey();
      const c = createDataCipher(parseDataKey(keyC));
      const d = createDataCipher(parseDataKey(newDataKey()));
      const app = await buildTestApp(backend, { dataKey: keyC });
      try {
        const admin = await login(app.app, ADMIN.email, ADMIN.password);
        const base = { tituloEvento: 'Foro', distrito: 'D-1', colegio: 'Colegio', edad: 18, asistio: true };
        // One through the API (encrypted), one as an older version wrote it (in clear), one check-in with neither.
        const created = await inject(app.app, { method: 'POST', url: '/api/asistencias', headers: admin.headers, payload: { ...base, nombreCompleto: 'Nueva', ci: '4455667 LP', celular: '74455667' } });
        assert.equal(created.statusCode, 201, created.body);
        const [old] = await app.db.insert(asistencias).values({ ...base, nombreCompleto: 'Antigua', ci: '3344556 CB', celular: '73344556' }).returning();
        await app.db.insert(asistencias).values({ ...base, nombreCompleto: 'Sin datos', ci: null, celular: null });
        const read = async (id: number) => (await app.db.select().from(asistencias).where(eq(asistencias.id, id)))[0]!;

        // The start: the clear row is encrypted under the current key, its CI hash filled.
        await assert.rejects(prepareEncryptedData(app.db, d), /no es la que cifró los datos/);
        assert.equal((await read(old!.id)).ci, '3344556 CB');
        await prepareEncryptedData(app.db, c);
        const converted = await read(old!.id);
        assert.ok(converted.ci!.startsWith(`v1.${c.keyId}.`) && converted.celular!.startsWith(`v1.${c.keyId}.`));
        assert.deepEqual([c.decrypt(converted.ci!), c.decrypt(converted.celular!), converted.ciIndice], ['3344556 CB', '73344556', c.index('3344556')]);
        const { rows } = await app.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM asistencias WHERE ci LIKE '%3344556%' OR celular LIKE '%73344556%'`);
        assert.equal(rows[0]!.n, 0);
        const found = (await inject(app.app, { method: 'GET', url: '/api/asistencias?search=3344556', headers: admin.headers })).json();
        assert.deepEqual(found.data.map((a: { ci: string; celular: string }) => [a.ci, a.celular]), [['3344556 CB', '73344556']]);
        // A second start has nothing left to convert.
        await prepareEncryptedData(app.db, c);
        assert.equal((await read(old!.id)).ci, converted.ci);

        // Rotation: both records re-encrypted under the new key (the empty one stays empty), hashes recomputed.
        const earlier = await app.db.select().from(asistencias);
        const rotated = await rotateDataKey(app.db, c, d);
        assert.ok(rotated >= 3, `${rotated} rows`);
        for (const row of await app.db.select().from(asistencias)) {
          const was = earlier.find((b) => b.id === row.id)!;
          if (was.ci === null) {
            assert.deepEqual([row.ci, row.ciIndice, row.celular], [null, null, null]);
            continue;
          }
          assert.ok(row.ci!.startsWith(`v1.${d.keyId}.`) && row.celular!.startsWith(`v1.${d.keyId}.`));
          assert.equal(d.decrypt(row.ci!), c.decrypt(was.ci));
          assert.equal(d.decrypt(row.celular!), c.decrypt(was.celular!));
          assert.equal(row.ciIndice, d.index(c.decrypt(was.ci).slice(0, 7)));
        }

        // The app started under the new key reads them and finds them by CI.
        const restarted = await buildApp({ db: app.db, config: app.config, cipher: d });
        await restarted.ready();
        try {
          const list = (await inject(restarted, { method: 'GET', url: '/api/asistencias?limit=50', headers: admin.headers })).json();
          assert.deepEqual(
            list.data.map((a: { nombreCompleto: string; ci: string; celular: string }) => [a.nombreCompleto, a.ci, a.celular]),
            [['Sin datos', '', ''], ['Antigua', '3344556 CB', '73344556'], ['Nueva', '4455667 LP', '74455667']],
          );
          const byCi = (await inject(restarted, { method: 'GET', url: '/api/asistencias?search=4455667-lp', headers: admin.headers })).json();
          assert.deepEqual(byCi.data.map((a: { nombreCompleto: string }) => a.nombreCompleto), ['Nueva']);
        } finally {
          await restarted.close();
        }
      } finally {
        await app.close();
      }
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
