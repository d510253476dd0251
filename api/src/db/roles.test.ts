import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { newDataKey } from '../security/data-key';
import { ADMIN, createTestUser, freshPostgres, inject, login } from '../test/helper';
import { auditLogProtected, migrate, openDatabase, type OpenedDatabase } from './client';

/**
 * On PostgreSQL the API connects as a role that neither is a superuser nor owns the audit table: the
 * migrations, run by a superuser, give the table to `pj_audit_owner` (no one logs in as it) and the
 * API's privileges to `pj_api`. This suite makes its own database and login role, as production does.
 */
describe('the API\'s PostgreSQL role cannot touch the audit log\'s triggers', { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL (PostgreSQL)' }, () => {
  const role = `pj_test_api_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let database: { url: string; drop: () => Promise<void> };
  let owner: OpenedDatabase;
  let api: OpenedDatabase;
  let apiClient: pg.Client;
  const asSuperuser = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  before(async () => {
    database = await freshPostgres();
    owner = openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
    await migrate(owner.db);
    await createTestUser(owner.db, { nombre: 'Admin', email: ADMIN.email, password: ADMIN.password, rol: 'admin' });
    await asSuperuser(`CREATE ROLE ${role} LOGIN PASSWORD '${password}' IN ROLE pj_api`);
    const url = new URL(database.url);
    url.username = role;
    url.password = password;
    api = openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    apiClient = new pg.Client({ connectionString: url.toString() });
    await apiClient.connect();
  });

  after(async () => {
    await apiClient?.end();
    await api?.close();
    await owner?.close();
    await database?.drop();
    await asSuperuser(`DROP ROLE IF EXISTS ${role}`);
  });

  const refused = async (statement: string) => {
    await assert.rejects(apiClient.query(statement), (error: Error & { code?: string }) => error.code === '42501', statement);
  };

  test('the table belongs to pj_audit_owner; the API role may only read and append', async () => {
    const { rows } = await apiClient.query<{ owner: string; su: boolean }>(
      `SELECT pg_get_userbyid(relowner) AS owner, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS su FROM pg_class WHERE oid = 'auditoria'::regclass`,
    );
    assert.deepEqual(rows, [{ owner: 'pj_audit_owner', su: false }]);
    await apiClient.query(`INSERT INTO auditoria (admin_id, admin_nombre, accion, entidad, resumen) VALUES (1, 'Admin', 'crear', 'noticias', 'Crear noticia')`);
    assert.equal((await apiClient.query('SELECT count(*)::int AS n FROM auditoria')).rows[0].n, 1);
  });

  test('ALTER TABLE … DISABLE TRIGGER, and every other way round the triggers, is refused', async () => {
    await refused('ALTER TABLE auditoria DISABLE TRIGGER auditoria_sin_cambios');
    await refused('ALTER TABLE auditoria DISABLE TRIGGER ALL');
    await refused('DROP TRIGGER auditoria_sin_vaciar ON auditoria');
    await refused(`ALTER TABLE auditoria OWNER TO ${role}`);
    await refused('DROP TABLE auditoria');
    await refused(`CREATE OR REPLACE FUNCTION auditoria_solo_agregar() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`);
    await refused("SET session_replication_role = 'replica'");
    await refused("UPDATE auditoria SET resumen = 'otro'");
    await refused('DELETE FROM auditoria');
    await refused('TRUNCATE auditoria');
    await refused("SELECT setval('auditoria_id_seq', 1)");
    await refused('SET ROLE pj_audit_owner');
    // The append-only triggers are still there and on, for the owner too.
    const { rows } = await apiClient.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_trigger WHERE tgrelid = 'auditoria'::regclass AND NOT tgisinternal AND tgenabled = 'O'`);
    assert.equal(rows[0]!.n, 2);
    await assert.rejects(owner.db.execute(sql`UPDATE auditoria SET resumen = 'otro'`), (error: Error & { cause?: Error }) => /solo admite agregar/.test(`${error.message} ${error.cause?.message}`));
  });

  test('the whole API runs as that role: start-up migration check, sign-in, a write and its audit line, readiness', async () => {
    assert.equal(await auditLogProtected(owner.db), false, 'a superuser can disable the triggers');
    assert.equal(await auditLogProtected(api.db), true);
    // Nothing left to apply: the API's role starts without creating anything.
    await migrate(api.db);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: 'postgres://api', dataDir: 'memory://', serveFrontend: false, seedDemo: false, publicCache: false, dataKey: newDataKey() };
    const app = await buildApp({ db: api.db, config });
    await app.ready();
    try {
      const admin = await login(app, ADMIN.email, ADMIN.password);
      const created = await inject(app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'Como la API', opciones: ['Sí', 'No'] } });
      assert.equal(created.statusCode, 201, created.body);
      const log = (await inject(app, { method: 'GET', url: '/api/auditoria', headers: admin.headers })).json();
      assert.equal(log.data[0].resumen, 'Crear encuesta');
      assert.equal((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});
