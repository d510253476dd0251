import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { AFILIACION_MSG, hoyEnBolivia, IDEMPOTENCY_HEADER, MODERACION_MSG, MSG, PARTICIPATION_MSG, REPORTES_PARA_OCULTAR } from '@plataforma/contracts';
import { afiliaciones, comentarios, publicaciones, reportes, users } from '../../../db/schema';
import { outboxMessages } from '../../../test/outbox';
import { ADMIN, assertError, backends, buildTestApp, createTestUser, daysAgo, inject, login, multipart, pngBlob, visitor, type Session, type TestApp } from '../../../test/helper';

const SECRET = 'texto que nadie más debe leer';

for (const backend of backends()) {
  describe(`moderación de comentarios (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let autora: Session;
    let members: Session[];
    let newcomers: Session[];
    let publicacionId: number;
    let comentarioId: number;

    before(async () => {
      // The shared visitors' cache on: a hidden comment's text must never be stored in it.
      t = await buildTestApp(backend, { publicCache: true });
      admin = await login(t.app, ADMIN.email, ADMIN.password);
      await createTestUser(t.db, { nombre: 'Autora', email: 'autora@test.local', password: 'autora-secreto' });
      autora = await login(t.app, 'autora@test.local', 'autora-secreto');
      // Members of a month: their reports count toward hiding (a day-old account's do not).
      members = [];
      for (const n of [1, 2, 3, 4, 5]) {
        await createTestUser(t.db, { nombre: `Miembro ${n}`, email: `m${n}@test.local`, password: `miembro-${n}-secreto`, creadoEn: daysAgo(30) });
        members.push(await login(t.app, `m${n}@test.local`, `miembro-${n}-secreto`));
      }
      newcomers = [];
      for (const n of [1, 2, 3]) {
        await createTestUser(t.db, { nombre: `Recién llegado ${n}`, email: `nuevo${n}@test.local`, password: `nuevo-${n}-secreto`, creadoEn: daysAgo(0.9) });
        newcomers.push(await login(t.app, `nuevo${n}@test.local`, `nuevo-${n}-secreto`));
      }
      const [row] = await t.db.insert(publicaciones).values({ titulo: 'Hilo moderado', contenido: 'x' }).returning();
      publicacionId = row!.id;
    });
    after(() => t.close());

    beforeEach(async () => {
      await t.db.delete(comentarios);
      const response = await inject(t.app, { method: 'POST', url: '/api/comentarios', headers: autora.headers, payload: { contenido: SECRET, publicacionId } });
      assert.equal(response.statusCode, 201, response.body);
      comentarioId = response.json().id;
    });

    const report = (session: Session, motivo: unknown, id = comentarioId, extra: Record<string, string> = {}) =>
      inject(t.app, { method: 'POST', url: `/api/comentarios/${id}/reportes`, headers: { ...session.headers, ...extra }, payload: { motivo } });
    const hiddenAt = async () => (await t.db.select({ ocultoEn: comentarios.ocultoEn }).from(comentarios).where(eq(comentarios.id, comentarioId)))[0]?.ocultoEn;
    const reads = (headers?: Record<string, string>) => [
      inject(t.app, { method: 'GET', url: `/api/comentarios/publicacion/${publicacionId}`, headers }),
      inject(t.app, { method: 'GET', url: '/api/publicaciones/all?include=comentarios', headers }),
      inject(t.app, { method: 'GET', url: '/api/comentarios?page=1', headers }),
    ];
    const admin2 = (method: 'GET' | 'POST', url: string) => inject(t.app, { method, url, headers: admin.headers });

    test('a member reports another\'s comment once: 201, then 409; reasons checked; own and unknown comments refused', async () => {
      const first = await report(members[0]!, 'Spam');
      assert.equal(first.statusCode, 201, first.body);
      assert.deepEqual(Object.keys(first.json()).sort(), ['comentarioId', 'creadoEn', 'id', 'motivo']);
      assert.equal(first.json().motivo, 'Spam');
      assertError(await report(members[0]!, 'Ofensivo'), 409, MODERACION_MSG.reporteRepetido);
      assertError(await report(members[1]!, 'Aburrido'), 400, MODERACION_MSG.motivoInvalido);
      assertError(await report(members[1]!, undefined), 400, MODERACION_MSG.motivoInvalido);
      assertError(await report(autora, 'Spam'), 403, MODERACION_MSG.reportePropio);
      assertError(await report(members[1]!, 'Spam', 999999), 404, MSG.noEncontrado);
      assertError(await report(members[1]!, 'Spam', 'x' as never), 400, MSG.idInvalido);
      assert.equal((await t.db.select().from(reportes)).length, 1);
    });

    test(`${REPORTES_PARA_OCULTAR} reports hide it: visitors and members get no text, admins the text with the flag`, async () => {
      // A visitor's read before the hiding is cached; the report (a write) must empty it.
      assert.equal((await reads()[0]!).json()[0].contenido, SECRET);
      await report(members[0]!, 'Spam');
      await report(members[1]!, 'Ofensivo');
      assert.equal(await hiddenAt(), null);
      await report(members[2]!, 'Fuera de tema');
      assert.ok(await hiddenAt());

      for (const headers of [undefined, members[3]!.headers, autora.headers]) {
        for (const response of await Promise.all(reads(headers))) {
          assert.equal(response.statusCode, 200);
          assert.doesNotMatch(response.body, new RegExp(SECRET));
        }
      }
      // Twice as a visitor: the second answer comes from the shared cache.
      for (let i = 0; i < 2; i++) {
        const [list] = await Promise.all(reads());
        assert.deepEqual(
          (await list!).json().map((c: { contenido: string; oculto: boolean }) => [c.contenido, c.oculto]),
          [['', true]],
        );
      }
      const [adminList, adminAll] = await Promise.all(reads(admin.headers));
      assert.deepEqual(adminList!.json().map((c: { contenido: string; oculto: boolean }) => [c.contenido, c.oculto]), [[SECRET, true]]);
      assert.match(adminAll!.body, new RegExp(SECRET));
      // Hidden, it cannot be reported again: a moderator already has it.
      assertError(await report(members[3]!, 'Spam'), 409, MODERACION_MSG.yaOculto);
      assertError(await report(members[0]!, 'Spam'), 409, MODERACION_MSG.yaOculto);
      assert.equal((await t.db.select().from(reportes)).length, REPORTES_PARA_OCULTAR);
    });

    test("an admin's comment is never hidden by reports: they are stored for review, the text stays", async () => {
      const mine = await inject(t.app, { method: 'POST', url: '/api/comentarios', headers: admin.headers, payload: { contenido: 'Aviso oficial', publicacionId } });
      assert.equal(mine.statusCode, 201, mine.body);
      for (const member of members) assert.equal((await report(member, 'Ofensivo', mine.json().id)).statusCode, 201);
      assert.equal((await reads()[0]!).json().find((c: { id: number }) => c.id === mine.json().id).contenido, 'Aviso oficial');
      const listed = (await admin2('GET', '/api/moderacion/comentarios')).json().data.find((c: { id: number }) => c.id === mine.json().id);
      assert.deepEqual([listed.ocultoEn, listed.reportes.length], [null, members.length]);
    });

    test('reports from accounts younger than a day are stored but do not count toward hiding', async () => {
      for (const newcomer of newcomers) assert.equal((await report(newcomer, 'Spam')).statusCode, 201);
      assert.equal(await hiddenAt(), null);
      assert.equal((await admin2('GET', '/api/moderacion/comentarios')).json().data[0].reportes.length, newcomers.length);
      // Older members still hide it with their own reports.
      for (const member of members.slice(0, REPORTES_PARA_OCULTAR - 1)) await report(member, 'Spam');
      assert.equal(await hiddenAt(), null);
      await report(members[REPORTES_PARA_OCULTAR - 1]!, 'Spam');
      assert.ok(await hiddenAt());
    });

    test('reports at once: the comment hidden exactly once, the reports after it refused', async () => {
      const responses = await Promise.all(members.map((member, i) => report(member, i % 2 ? 'Spam' : 'Ofensivo')));
      assert.deepEqual(responses.map((r) => r.statusCode).sort(), [201, 201, 201, 409, 409]);
      assert.equal((await t.db.select().from(reportes).where(eq(reportes.comentarioId, comentarioId))).length, REPORTES_PARA_OCULTAR);
      assert.ok(await hiddenAt());
      const list = (await admin2('GET', '/api/moderacion/comentarios')).json();
      assert.equal(list.total, 1);
      assert.equal(list.data[0].reportes.length, REPORTES_PARA_OCULTAR);
    });

    test('a retried report (same Idempotency-Key) is stored once and answered the same', async () => {
      const key = 'reporte-reintentado-1';
      const first = await report(members[0]!, 'Spam', comentarioId, { [IDEMPOTENCY_HEADER]: key });
      const retry = await report(members[0]!, 'Spam', comentarioId, { [IDEMPOTENCY_HEADER]: key });
      assert.equal(first.statusCode, 201);
      assert.equal(retry.statusCode, 201);
      assert.equal(retry.body, first.body);
      assert.equal((await t.db.select().from(reportes)).length, 1);
    });

    test('the moderation list: reported or hidden comments, newest first, with publication, author and reports', async () => {
      assert.deepEqual((await admin2('GET', '/api/moderacion/comentarios')).json().data, []);
      const older = comentarioId;
      await report(members[0]!, 'Spam');
      const other = (await inject(t.app, { method: 'POST', url: '/api/comentarios', headers: members[4]!.headers, payload: { contenido: 'Otro', publicacionId } })).json().id;
      await inject(t.app, { method: 'POST', url: '/api/comentarios', headers: members[4]!.headers, payload: { contenido: 'Sin reportes', publicacionId } });
      await report(members[1]!, 'Ofensivo', other);

      const page = (await admin2('GET', '/api/moderacion/comentarios?page=1&limit=10')).json();
      assert.deepEqual([page.total, page.page, page.totalPages], [2, 1, 1]);
      assert.deepEqual(page.data.map((c: { id: number }) => c.id), [other, older]);
      const item = page.data[1];
      assert.equal(item.contenido, SECRET);
      assert.equal(item.ocultoEn, null);
      assert.deepEqual(item.publicacion, { id: publicacionId, titulo: 'Hilo moderado' });
      assert.deepEqual(item.usuario, { id: autora.user.id, nombre: 'Autora', bloqueado: false });
      assert.deepEqual(
        item.reportes.map((r: { motivo: string; usuario: unknown; creadoEn: string }) => [r.motivo, r.usuario, typeof r.creadoEn]),
        [['Spam', { id: members[0]!.user.id, nombre: 'Miembro 1' }, 'string']],
      );
      const second = (await admin2('GET', '/api/moderacion/comentarios?page=2&limit=1')).json();
      assert.deepEqual([second.data.map((c: { id: number }) => c.id), second.hasPrev, second.hasNext], [[older], true, false]);
    });

    test('Restaurar shows it again and earlier reports stop counting; Ocultar hides it; 404 for unknown comments', async () => {
      for (const member of members.slice(0, 3)) await report(member, 'Spam');
      assert.ok(await hiddenAt());
      const restored = await admin2('POST', `/api/moderacion/comentarios/${comentarioId}/restaurar`);
      assert.deepEqual(restored.json(), { message: MODERACION_MSG.restaurado });
      assert.equal(await hiddenAt(), null);
      assert.equal((await reads()[0]!).json()[0].contenido, SECRET);
      // Reviewed: out of the list, and two new reports do not reach the threshold again.
      assert.equal((await admin2('GET', '/api/moderacion/comentarios')).json().total, 0);
      await report(members[3]!, 'Spam');
      await report(members[4]!, 'Spam');
      assert.equal(await hiddenAt(), null);
      const listed = (await admin2('GET', '/api/moderacion/comentarios')).json();
      assert.equal(listed.data[0].reportes.length, 2);

      assert.deepEqual((await admin2('POST', `/api/moderacion/comentarios/${comentarioId}/ocultar`)).json(), { message: MODERACION_MSG.ocultado });
      assert.ok(await hiddenAt());
      assert.equal((await reads()[0]!).json()[0].contenido, '');

      assertError(await admin2('POST', '/api/moderacion/comentarios/999999/restaurar'), 404, MSG.noEncontrado);
      assertError(await admin2('POST', '/api/moderacion/comentarios/999999/ocultar'), 404, MSG.noEncontrado);
    });

    test("'Resueltos' keeps the decisions (what, who, when, the reports decided on); new reports bring a comment back to review", async () => {
      const list = async (estado?: string) => (await admin2('GET', `/api/moderacion/comentarios${estado ? `?estado=${estado}` : ''}`)).json();
      assertError(await admin2('GET', '/api/moderacion/comentarios?estado=todos'), 400, 'El estado debe ser pendientes o resueltos.');
      await report(members[0]!, 'Spam');
      assert.deepEqual((await list('resueltos')).data, []);
      assert.equal((await list()).data[0].decision, null);

      // A visible comment's 'Restaurar' sets its reports aside: 'Descartar reportes'.
      const discarded = await admin2('POST', `/api/moderacion/comentarios/${comentarioId}/restaurar`);
      assert.deepEqual(discarded.json(), { message: MODERACION_MSG.descartado });
      assert.equal((await list()).total, 0);
      const resolved = await list('resueltos');
      assert.equal(resolved.total, 1);
      const [item] = resolved.data;
      assert.deepEqual([item.id, item.decision.accion, item.decision.por, item.reportes.map((r: { motivo: string }) => r.motivo)], [comentarioId, 'descartado', 'Admin', ['Spam']]);
      assert.ok(Math.abs(Date.parse(item.decision.en) - Date.now()) < 60_000);

      // Hidden by a moderator: decided at once, so it stays in the history, not in the queue.
      assert.deepEqual((await admin2('POST', `/api/moderacion/comentarios/${comentarioId}/ocultar`)).json(), { message: MODERACION_MSG.ocultado });
      assert.equal((await list()).total, 0);
      assert.deepEqual((await list('resueltos')).data.map((c: { decision: { accion: string }; ocultoEn: string | null }) => [c.decision.accion, c.ocultoEn !== null]), [['ocultado', true]]);
      assert.equal((await admin2('GET', '/api/stats')).json().reportesPendientes, 0);

      // Restored, then reported again: back in the queue (with only the new report), out of the history.
      assert.deepEqual((await admin2('POST', `/api/moderacion/comentarios/${comentarioId}/restaurar`)).json(), { message: MODERACION_MSG.restaurado });
      assert.equal((await list('resueltos')).data[0].decision.accion, 'restaurado');
      await report(members[1]!, 'Ofensivo');
      const pending = await list();
      assert.deepEqual([pending.total, pending.data[0].reportes.map((r: { motivo: string }) => r.motivo), pending.data[0].decision.accion], [1, ['Ofensivo'], 'restaurado']);
      assert.equal((await list('resueltos')).total, 0);
      assert.equal((await admin2('GET', '/api/stats')).json().reportesPendientes, 1);
    });

    test('Eliminar: an admin deletes a reported comment, its reports go with it', async () => {
      await report(members[0]!, 'Spam');
      const response = await inject(t.app, { method: 'DELETE', url: `/api/comentarios/${comentarioId}`, headers: admin.headers });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal((await t.db.select().from(reportes)).length, 0);
      assert.equal((await admin2('GET', '/api/moderacion/comentarios')).json().total, 0);
    });

    test('moderation is for admins: 401 for a visitor, 403 for a member', async () => {
      const csrf = await visitor(t.app);
      for (const [method, url] of [
        ['GET', '/api/moderacion/comentarios'],
        ['POST', `/api/moderacion/comentarios/${comentarioId}/restaurar`],
        ['POST', `/api/moderacion/comentarios/${comentarioId}/ocultar`],
        ['POST', `/api/users/${autora.user.id}/bloqueo`],
        ['DELETE', `/api/users/${autora.user.id}/bloqueo`],
      ] as const) {
        assertError(await inject(t.app, { method, url, headers: csrf }), 401, MSG.noAutenticado);
        assertError(await inject(t.app, { method, url, headers: members[0]!.headers }), 403, MSG.sinPermiso);
      }
    });
  });

  describe(`bloqueo de miembros (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let ana: Session;
    let anaId: number;
    let publicacionId: number;
    before(async () => {
      t = await buildTestApp(backend);
      admin = await login(t.app, ADMIN.email, ADMIN.password);
      anaId = (await createTestUser(t.db, { nombre: 'Ana', email: 'ana@test.local', password: 'ana-secreto' })).id;
      await createTestUser(t.db, { nombre: 'Otra Admin', email: 'otra@test.local', password: 'otra-secreto', rol: 'admin' });
      ana = await login(t.app, 'ana@test.local', 'ana-secreto');
      const [row] = await t.db.insert(publicaciones).values({ titulo: 'Hilo', contenido: 'x' }).returning();
      publicacionId = row!.id;
    });
    after(() => t.close());

    const comment = () => inject(t.app, { method: 'POST', url: '/api/comentarios', headers: ana.headers, payload: { contenido: 'Hola', publicacionId } });
    const block = (id: number, payload: Record<string, unknown> = { motivo: 'Insultos repetidos en los comentarios' }) =>
      inject(t.app, { method: 'POST', url: `/api/users/${id}/bloqueo`, headers: admin.headers, payload });

    test('blocking: the member cannot comment (403), still reads and sees it on their profile; unblocking lets them again', async () => {
      const blocked = await block(anaId);
      assert.equal(blocked.statusCode, 200, blocked.body);
      assert.equal(blocked.json().bloqueado, true);
      // Blocking twice keeps it blocked.
      assert.equal((await block(anaId)).json().bloqueado, true);
      assertError(await comment(), 403, PARTICIPATION_MSG.cuentaBloqueada);
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: ana.headers })).json().bloqueado, true);
      const listed = (await inject(t.app, { method: 'GET', url: '/api/users?search=ana', headers: admin.headers })).json();
      assert.deepEqual(listed.users.map((u: { nombre: string; bloqueado: boolean }) => [u.nombre, u.bloqueado]), [['Ana', true]]);
      // A blocked member still signs in.
      assert.equal((await login(t.app, 'ana@test.local', 'ana-secreto')).user.id, anaId);

      const unblocked = await inject(t.app, { method: 'DELETE', url: `/api/users/${anaId}/bloqueo`, headers: admin.headers });
      assert.equal(unblocked.json().bloqueado, false);
      assert.equal((await comment()).statusCode, 201);
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: ana.headers })).json().bloqueado, false);
    });

    test('blocking takes a motivo (400 without one) that the member receives by email, once per block', async () => {
      const { id } = await createTestUser(t.db, { nombre: 'Dani', email: 'dani@test.local', password: 'dani-secreto' });
      // No body at all is the API's usual malformed request; a body without a motivo says what is missing.
      assertError(await inject(t.app, { method: 'POST', url: `/api/users/${id}/bloqueo`, headers: admin.headers }), 400, MSG.solicitudInvalida);
      for (const payload of [{}, { motivo: '   ' }, { motivo: 7 }]) assertError(await block(id, payload), 400, AFILIACION_MSG.motivoRequerido);
      assertError(await block(id, { motivo: 'x'.repeat(501) }), 400, AFILIACION_MSG.motivoLargo);
      assert.equal((await t.db.select().from(users).where(eq(users.id, id)))[0]!.bloqueadoEn, null);

      assert.equal((await block(id, { motivo: '  Publicidad no solicitada  ' })).statusCode, 200);
      // Blocked already: no second email.
      assert.equal((await block(id, { motivo: 'Otra vez' })).statusCode, 200);
      await t.app.mailer.idle();
      const mails = outboxMessages(t.config.outboxDir).filter((m) => m.includes('To: dani@test.local'));
      assert.equal(mails.length, 1);
      assert.match(mails[0]!, /Subject: Tu cuenta de Plataforma Juvenil fue bloqueada/);
      assert.match(mails[0]!, /Un administrador bloqueó tu cuenta\. Motivo: Publicidad no solicitada\r?\n/);
      assert.match(mails[0]!, /http:\/\/localhost(:\d+)?\/perfil/);

      // Unblocked and blocked again: a new block, a new email.
      await inject(t.app, { method: 'DELETE', url: `/api/users/${id}/bloqueo`, headers: admin.headers });
      await block(id, { motivo: 'Spam otra vez' });
      await t.app.mailer.idle();
      assert.equal(outboxMessages(t.config.outboxDir).filter((m) => m.includes('To: dani@test.local')).length, 2);
    });

    test('no blocking oneself, another admin, or an unknown user', async () => {
      assertError(await block(admin.user.id), 400, MODERACION_MSG.bloqueoPropio);
      const otra = (await inject(t.app, { method: 'GET', url: '/api/users?search=otra', headers: admin.headers })).json().users[0];
      assertError(await block(otra.id), 409, MODERACION_MSG.bloqueoAdmin);
      assertError(await block(999999), 404, MSG.usuarioNoEncontrado(999999));
      assertError(await inject(t.app, { method: 'DELETE', url: '/api/users/999999/bloqueo', headers: admin.headers }), 404, MSG.usuarioNoEncontrado(999999));
    });

    test('a blocked member cannot rename themself, change their photo or request affiliation (403); reading, signing in, the data download and deleting the account stay open', async () => {
      const caroId = (await createTestUser(t.db, { nombre: 'Caro', email: 'caro@test.local', password: 'caro-secreto' })).id;
      const caro = await login(t.app, 'caro@test.local', 'caro-secreto');
      assert.equal((await block(caroId)).statusCode, 200);

      const profile = await multipart({ nombre: 'Otro Nombre', ubicacion: 'Sucre', imagen: await pngBlob() });
      assertError(await inject(t.app, { method: 'PATCH', url: '/api/account/profile', headers: { ...caro.headers, ...profile.headers }, payload: profile.payload }), 403, PARTICIPATION_MSG.cuentaBloqueada);
      const solicitud = { ci: '5123456', fechaNacimiento: `${Number(hoyEnBolivia().slice(0, 4)) - 20}-05-06`, departamento: 'Oruro', celular: '75123456', consentimiento: true };
      assertError(await inject(t.app, { method: 'POST', url: '/api/afiliaciones', headers: caro.headers, payload: solicitud }), 403, PARTICIPATION_MSG.cuentaBloqueada);
      const [user] = await t.db.select().from(users).where(eq(users.id, caroId));
      assert.deepEqual([user!.nombre, user!.imagen], ['Caro', '']);
      assert.deepEqual(await t.db.select().from(afiliaciones).where(eq(afiliaciones.userId, caroId)), []);

      // Still open: reading, their own request, signing in, their data, leaving.
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: caro.headers })).json().bloqueado, true);
      assert.deepEqual((await inject(t.app, { method: 'GET', url: '/api/afiliaciones/mia', headers: caro.headers })).json(), { afiliacion: null });
      assert.equal((await inject(t.app, { method: 'GET', url: `/api/publicaciones/${publicacionId}`, headers: caro.headers })).statusCode, 200);
      const again = await login(t.app, 'caro@test.local', 'caro-secreto');
      const data = await inject(t.app, { method: 'GET', url: '/api/account/export', headers: again.headers });
      assert.equal(data.statusCode, 200, data.body);
      assert.deepEqual([data.json().perfil.nombre, data.json().perfil.bloqueado], ['Caro', true]);
      const deleted = await inject(t.app, { method: 'POST', url: '/api/account/delete', headers: again.headers, payload: { password: 'caro-secreto' } });
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.deepEqual(await t.db.select().from(users).where(eq(users.id, caroId)), []);
    });

    test('the data download lists the reports a member made; deleting the account removes them', async () => {
      await createTestUser(t.db, { nombre: 'Bea', email: 'bea@test.local', password: 'bea-secreto' });
      const bea = await login(t.app, 'bea@test.local', 'bea-secreto');
      const comentario = (await inject(t.app, { method: 'POST', url: '/api/comentarios', headers: bea.headers, payload: { contenido: 'De Bea', publicacionId } })).json();
      const reported = await inject(t.app, { method: 'POST', url: `/api/comentarios/${comentario.id}/reportes`, headers: ana.headers, payload: { motivo: 'Fuera de tema' } });
      assert.equal(reported.statusCode, 201, reported.body);

      const data = (await inject(t.app, { method: 'GET', url: '/api/account/export', headers: ana.headers })).json();
      assert.equal(data.perfil.bloqueado, false);
      assert.deepEqual(
        data.reportes.map((r: { comentarioId: number; motivo: string; creadoEn: string }) => [r.comentarioId, r.motivo, !Number.isNaN(Date.parse(r.creadoEn))]),
        [[comentario.id, 'Fuera de tema', true]],
      );
      const deleted = await inject(t.app, { method: 'POST', url: '/api/account/delete', headers: ana.headers, payload: { password: 'ana-secreto' } });
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.deepEqual(await t.db.select().from(reportes).where(eq(reportes.userId, anaId)), []);
    });
  });
}
