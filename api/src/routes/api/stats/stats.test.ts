import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { afiliaciones, asistencias, comentarios, eventos, imagenes, publicaciones, reportes } from '../../../db/schema';
import { ADMIN, backends, buildTestApp, createTestUser, inject, login, type TestApp } from '../../../test/helper';

for (const backend of backends()) {
  describe(`stats (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend);
    });
    after(() => t.close());

    test('GET /stats counts users, publications, images, events, attendance records, pending affiliations and comments awaiting moderation', async () => {
      const session = await login(t.app, ADMIN.email, ADMIN.password);
      const empty = await inject(t.app, { method: 'GET', url: '/api/stats', headers: session.headers });
      assert.equal(empty.statusCode, 200);
      assert.deepEqual(empty.json(), { usuarios: 1, publicaciones: 0, imagenes: 0, eventos: 0, asistencias: 0, afiliacionesPendientes: 0, reportesPendientes: 0 });

      const member = await createTestUser(t.db, { email: 'm@test.local', password: 'secreto1' });
      const [pub] = await t.db.insert(publicaciones).values([{ titulo: 'P1', contenido: 'c' }, { titulo: 'P2', contenido: 'c' }]).returning();
      // Awaiting a moderator: a hidden comment and one reported since its review; not one reviewed after its report, nor one never reported.
      const hourAgo = new Date(Date.now() - 3_600_000);
      const [oculto, reportado, revisado] = await t.db
        .insert(comentarios)
        .values([
          { contenido: 'a', publicacionId: pub!.id, userId: member.id, ocultoEn: new Date() },
          { contenido: 'b', publicacionId: pub!.id, userId: member.id },
          { contenido: 'c', publicacionId: pub!.id, userId: member.id, revisadoEn: new Date() },
          { contenido: 'd', publicacionId: pub!.id, userId: member.id },
        ])
        .returning();
      await t.db.insert(reportes).values([oculto!, reportado!, revisado!].map((c) => ({ comentarioId: c.id, userId: session.user.id, motivo: 'Spam' as const, creadoEn: hourAgo })));
      await t.db.insert(imagenes).values({ titulo: 'I', url: 'carrusel/a.webp' });
      await t.db.insert(eventos).values({ titulo: 'E', descripcion: 'desc', fecha: new Date() });
      await t.db.insert(asistencias).values({
        tituloEvento: 'E',
        nombreCompleto: 'N',
        ci: '1',
        distrito: 'D',
        celular: '7',
        colegio: 'C',
        edad: 17,
        asistio: true,
      });
      // Only pending requests count; a rejected one is done.
      await t.db.insert(afiliaciones).values(
        (['pendiente', 'rechazada'] as const).map((estado) => ({ estado, departamento: 'La Paz', consentimientoEn: new Date() })),
      );
      const counted = await inject(t.app, { method: 'GET', url: '/api/stats', headers: session.headers });
      assert.deepEqual(counted.json(), { usuarios: 2, publicaciones: 2, imagenes: 1, eventos: 1, asistencias: 1, afiliacionesPendientes: 1, reportesPendientes: 2 });
    });
  });
}
