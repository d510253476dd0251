import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_MSG, MSG, SESSION_COOKIE } from '@plataforma/contracts';
import { deviceSummary } from '../../../accounts/user-agent';
import { comentarios, encuestas, publicaciones, sessions, users, votos } from '../../../db/schema';
import {
  ADMIN,
  assertError,
  backends,
  buildTestApp,
  createTestUser,
  inject,
  injectMultipart,
  isStored,
  login,
  pngBlob,
  visitor,
  type Session,
  type TestApp,
} from '../../../test/helper';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

test('deviceSummary names browser and system in Spanish', () => {
  assert.equal(deviceSummary(CHROME_WINDOWS), 'Chrome en Windows');
  assert.equal(deviceSummary('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'), 'Safari en iOS');
  assert.equal(deviceSummary('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'), 'Firefox en Linux');
  assert.equal(deviceSummary(''), 'Dispositivo desconocido');
});

for (const backend of backends()) {
  describe(`account (${backend})`, () => {
    let t: TestApp;
    let n = 0;
    before(async () => {
      t = await buildTestApp(backend);
    });
    after(() => t.close());

    /** A fresh member with a session (each test owns its account). */
    const member = async (userAgent?: string) => {
      n += 1;
      const email = `socio${n}@test.local`;
      const password = `clave-${n}-segura`;
      const row = await createTestUser(t.db, { nombre: `Socio ${n}`, email, password });
      const session = await loginAs(email, password, userAgent);
      return { row, email, password, session };
    };
    const loginAs = async (email: string, password: string, userAgent?: string): Promise<Session> => {
      const session = await login(t.app, email, password);
      if (userAgent) {
        // The helper logs in without a user agent; record one for the sessions list.
        const token = /pj_session=([^;]+)/.exec(session.headers.cookie!)![1]!;
        const { hashToken } = await import('../../../auth/tokens');
        await t.db.update(sessions).set({ userAgent }).where(eq(sessions.tokenHash, hashToken(token)));
      }
      return session;
    };
    const get = (url: string, headers?: Record<string, string>) => inject(t.app, { method: 'GET', url, headers });
    const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) => inject(t.app, { method: 'POST', url, headers, payload });
    const profileOk = async (headers: Record<string, string>) => (await get('/api/auth/profile', headers)).statusCode === 200;

    test('every /api/account endpoint answers 401 to a visitor', async () => {
      const csrf = await visitor(t.app);
      const calls = [
        get('/api/account/export'),
        get('/api/account/sessions'),
        get('/api/account/two-factor'),
        inject(t.app, { method: 'DELETE', url: '/api/account/sessions', headers: csrf }),
        inject(t.app, { method: 'DELETE', url: '/api/account/sessions/1', headers: csrf }),
        post('/api/account/password', csrf, { currentPassword: 'a', password: 'bbbbbb', confirmPassword: 'bbbbbb' }),
        post('/api/account/delete', csrf, { password: 'a' }),
        post('/api/account/two-factor/setup', csrf),
        injectMultipart(t.app, { method: 'PATCH', url: '/api/account/profile', headers: csrf, fields: { nombre: 'X' } }),
      ];
      for (const response of await Promise.all(calls)) assertError(response, 401, MSG.noAutenticado);
    });

    test('PATCH /profile changes nombre and ubicación, adds and removes the photo', async () => {
      const { session } = await member();
      const patch = (fields: Record<string, string | Blob>) =>
        injectMultipart(t.app, { method: 'PATCH', url: '/api/account/profile', headers: session.headers, fields });

      const renamed = await patch({ nombre: '  Nuevo Nombre ', ubicacion: 'Sucre' });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.deepEqual({ nombre: renamed.json().nombre, ubicacion: renamed.json().ubicacion }, { nombre: 'Nuevo Nombre', ubicacion: 'Sucre' });

      const withPhoto = await patch({ nombre: 'Nuevo Nombre', ubicacion: 'Sucre', imagen: await pngBlob() });
      const first = withPhoto.json().imagen as string;
      assert.match(first, /^usuarios\/[0-9a-f-]{36}\.webp$/);
      const replaced = await patch({ nombre: 'Nuevo Nombre', ubicacion: 'Sucre', imagen: await pngBlob() });
      const second = replaced.json().imagen as string;
      assert.notEqual(second, first);
      assert.equal(await isStored(t, first), false, 'the replaced photo is deleted');

      const kept = await patch({ nombre: 'Nuevo Nombre', ubicacion: '' });
      assert.equal(kept.json().imagen, second, 'no file and no quitarFoto keeps the photo');
      const removed = await patch({ nombre: 'Nuevo Nombre', ubicacion: '', quitarFoto: '1' });
      assert.equal(removed.json().imagen, '');
      assert.equal(await isStored(t, second), false);
      assert.equal((await get('/api/auth/profile', session.headers)).json().imagen, '');
    });

    test('PATCH /profile validates in Spanish and refuses a non-image', async () => {
      const { session } = await member();
      const patch = (fields: Record<string, string | Blob>) =>
        injectMultipart(t.app, { method: 'PATCH', url: '/api/account/profile', headers: session.headers, fields });
      assertError(await patch({ nombre: '  ' }), 400, MSG.camposObligatorios);
      assertError(await patch({ nombre: 'x'.repeat(101) }), 400, MSG.textoLargo('nombre', 100));
      assertError(await patch({ nombre: 'Ana', imagen: new Blob(['no soy una imagen'], { type: 'image/png' }) }), 400, MSG.fotoTipo);
      const json = await inject(t.app, { method: 'PATCH', url: '/api/account/profile', headers: session.headers, payload: { nombre: 'Ana' } });
      assertError(json, 415);
    });

    test('POST /password checks the current one, applies the register rules and signs out the other sessions', async () => {
      const { email, password, session } = await member();
      const other = await loginAs(email, password);
      const change = (payload: Record<string, unknown>) => post('/api/account/password', session.headers, payload);

      assertError(await change({ currentPassword: 'equivocada', password: 'nueva-clave', confirmPassword: 'nueva-clave' }), 400, ACCOUNT_MSG.contrasenaActualIncorrecta);
      assertError(await change({ currentPassword: password, password: '123', confirmPassword: '123' }), 400, MSG.contrasenaCorta);
      assertError(await change({ currentPassword: password, password: 'nueva-clave', confirmPassword: 'otra-clave' }), 400, MSG.contrasenasNoCoinciden);
      assertError(await change({ password: 'nueva-clave', confirmPassword: 'nueva-clave' }), 400, MSG.camposObligatorios);
      assert.equal(await profileOk(other.headers), true, 'failed attempts change nothing');

      const ok = await change({ currentPassword: password, password: 'nueva-clave', confirmPassword: 'nueva-clave' });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().message, ACCOUNT_MSG.contrasenaActualizada);
      assert.equal(await profileOk(session.headers), true, 'this session stays');
      assert.equal(await profileOk(other.headers), false, 'the other session is signed out');
      await loginAs(email, 'nueva-clave');
      const csrf = await visitor(t.app);
      assertError(await post('/api/auth/login', csrf, { email, password }), 401, MSG.credencialesInvalidas);
    });

    test('sessions: list with device and last use, close one, close the others; never another user\'s', async () => {
      const { email, password, session } = await member(CHROME_WINDOWS);
      const phone = await loginAs(email, password, 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36');
      const third = await loginAs(email, password);
      const stranger = await member();

      const list = await get('/api/account/sessions', session.headers);
      assert.equal(list.statusCode, 200);
      const rows = list.json() as { id: number; dispositivo: string; ultimoUso: string; actual: boolean }[];
      assert.equal(rows.length, 3);
      assert.deepEqual(rows.filter((r) => r.actual).map((r) => r.dispositivo), ['Chrome en Windows']);
      assert.ok(rows.some((r) => r.dispositivo === 'Chrome en Android'));
      assert.ok(rows.every((r) => !Number.isNaN(Date.parse(r.ultimoUso))));

      const strangerIds = (await get('/api/account/sessions', stranger.session.headers)).json().map((r: { id: number }) => r.id);
      assert.equal(strangerIds.some((id: number) => rows.some((r) => r.id === id)), false);
      const foreign = await inject(t.app, { method: 'DELETE', url: `/api/account/sessions/${strangerIds[0]}`, headers: session.headers });
      assertError(foreign, 404, ACCOUNT_MSG.sesionNoEncontrada);
      assert.equal(await profileOk(stranger.session.headers), true);
      assertError(await inject(t.app, { method: 'DELETE', url: '/api/account/sessions/abc', headers: session.headers }), 400, MSG.idInvalido);

      const phoneId = rows.find((r) => r.dispositivo === 'Chrome en Android')!.id;
      const closed = await inject(t.app, { method: 'DELETE', url: `/api/account/sessions/${phoneId}`, headers: session.headers });
      assert.equal(closed.json().message, ACCOUNT_MSG.sesionCerrada);
      assert.equal(await profileOk(phone.headers), false);

      const others = await inject(t.app, { method: 'DELETE', url: '/api/account/sessions', headers: session.headers });
      assert.equal(others.json().message, ACCOUNT_MSG.sesionesCerradas);
      assert.equal(await profileOk(third.headers), false);
      assert.equal(await profileOk(session.headers), true);

      const current = rows.find((r) => r.actual)!.id;
      const self = await inject(t.app, { method: 'DELETE', url: `/api/account/sessions/${current}`, headers: session.headers });
      assert.equal(self.statusCode, 200);
      assert.equal(self.cookies.find((c) => c.name === SESSION_COOKIE)?.value, '', 'closing this session clears its cookie');
      assert.equal(await profileOk(session.headers), false);
    });

    test('the last use is refreshed at most once a minute', async () => {
      const { session, row } = await member();
      const old = new Date(Date.now() - 10 * 60_000);
      await t.db.update(sessions).set({ lastUsedAt: old }).where(eq(sessions.userId, row.id));
      await get('/api/auth/profile', session.headers);
      const [fresh] = await t.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, row.id));
      assert.ok(fresh!.at.getTime() > Date.now() - 5_000);
      await get('/api/auth/profile', session.headers);
      const [same] = await t.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, row.id));
      assert.equal(same!.at.getTime(), fresh!.at.getTime());
    });

    /** A publication with a comment and a survey with a vote by `userId`. */
    const activity = async (userId: number, tag: string) => {
      const [pub] = await t.db.insert(publicaciones).values({ titulo: `Publicación ${tag}`, contenido: 'Contenido' }).returning();
      await t.db.insert(comentarios).values({ contenido: `Comentario ${tag}`, publicacionId: pub!.id, userId });
      const [poll] = await t.db.insert(encuestas).values({ titulo: `Encuesta ${tag}`, opciones: ['A', 'B'] }).returning();
      await t.db.insert(votos).values({ encuestaId: poll!.id, userId, opcion: 'B' });
      return { pub: pub!, poll: poll! };
    };

    test('GET /export is a JSON file of the session user\'s own data only', async () => {
      const { row, session } = await member(CHROME_WINDOWS);
      const stranger = await member();
      await activity(row.id, 'mía');
      await activity(stranger.row.id, 'ajena');

      const response = await get('/api/account/export', session.headers);
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /application\/json/);
      assert.match(String(response.headers['content-disposition']), /attachment; filename="mis-datos-plataforma-juvenil\.json"/);
      const data = response.json();
      assert.equal(data.perfil.email, row.email);
      assert.deepEqual(data.afiliaciones, []);
      assert.deepEqual(data.inscripcionesEventos, []);
      assert.deepEqual(data.comentarios.map((c: { contenido: string; publicacion: string }) => [c.contenido, c.publicacion]), [['Comentario mía', 'Publicación mía']]);
      assert.deepEqual(data.votos.map((v: { encuesta: string; opcion: string }) => [v.encuesta, v.opcion]), [['Encuesta mía', 'B']]);
      assert.deepEqual(data.sesiones.map((s: { dispositivo: string }) => s.dispositivo), ['Chrome en Windows']);
      assert.deepEqual(data.verificacionDosPasos, { activa: false, codigosRecuperacionRestantes: 0 });
      assert.ok(data.notas.length >= 2);
      assert.doesNotMatch(response.body, /ajena|tokenHash|lastTimeStep|secreto"/i);
    });

    test('POST /delete: password required; personal data, comments and sessions gone, votes kept unlinked, email free again', async () => {
      const { row, email, password, session } = await member();
      const other = await loginAs(email, password);
      const photo = await injectMultipart(t.app, {
        method: 'PATCH',
        url: '/api/account/profile',
        headers: session.headers,
        fields: { nombre: row.nombre, imagen: await pngBlob() },
      });
      const imagen = photo.json().imagen as string;
      const { poll } = await activity(row.id, 'borrar');

      assertError(await post('/api/account/delete', session.headers, { password: 'equivocada' }), 400, ACCOUNT_MSG.contrasenaIncorrecta);
      assertError(await post('/api/account/delete', session.headers, {}), 400, MSG.camposObligatorios);

      const deleted = await post('/api/account/delete', session.headers, { password });
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.equal(deleted.json().message, ACCOUNT_MSG.cuentaEliminada);
      assert.equal(deleted.cookies.find((c) => c.name === SESSION_COOKIE)?.value, '');

      assert.equal((await t.db.select().from(users).where(eq(users.email, email))).length, 0);
      assert.equal(await isStored(t, imagen), false);
      assert.equal(await profileOk(session.headers), false);
      assert.equal(await profileOk(other.headers), false);
      const [{ n: comments } = { n: -1 }] = await t.db.select({ n: count() }).from(comentarios).where(eq(comentarios.userId, row.id));
      assert.equal(comments, 0);
      const pollVotes = await t.db.select().from(votos).where(eq(votos.encuestaId, poll.id));
      assert.deepEqual(pollVotes.map((v) => [v.userId, v.opcion]), [[null, 'B']]);
      // An open survey's tally is an admin's to see.
      const survey = await get(`/api/encuestas/${poll.id}`, (await login(t.app, ADMIN.email, ADMIN.password)).headers);
      assert.equal(survey.json().votos.B, 1, 'the vote still counts');
      const [{ n: unlinked } = { n: 0 }] = await t.db.select({ n: count() }).from(votos).where(isNull(votos.userId));
      assert.ok(unlinked >= 1);

      const again = await createTestUser(t.db, { email, password: 'otra-clave' });
      assert.ok(again.id > row.id, 'the email can register again');
    });

    test('the last admin cannot delete themself (409); with a second admin they can', async () => {
      const admin = await login(t.app, ADMIN.email, ADMIN.password);
      assertError(await post('/api/account/delete', admin.headers, { password: ADMIN.password }), 409, ACCOUNT_MSG.ultimoAdminEliminar);
      await createTestUser(t.db, { email: 'admin2@test.local', password: 'admin-dos-1', rol: 'admin' });
      const second = await login(t.app, 'admin2@test.local', 'admin-dos-1');
      const ok = await post('/api/account/delete', second.headers, { password: 'admin-dos-1' });
      assert.equal(ok.statusCode, 200, ok.body);
      assertError(await post('/api/account/delete', admin.headers, { password: ADMIN.password }), 409, ACCOUNT_MSG.ultimoAdminEliminar);
    });
  });
}
