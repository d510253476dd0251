import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { afiliaciones, asistencias, eventos, imagenes, publicaciones } from '../../../db/schema';
import { ADMIN, backends, buildTestApp, createTestUser, inject, login, type TestApp } from '../../../test/helper';

for (const backend of backends()) {
  describe(`stats (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend);
    });
    after(() => t.close());

    test('GET /stats counts users, publications, images, events, attendance records and pending affiliations', async () => {
      const session = await login(t.app, ADMIN.email, ADMIN.password);
      const empty = await inject(t.app, { method: 'GET', url: '/api/stats', headers: session.headers });
      assert.equal(empty.statusCode, 200);
      assert.deepEqual(empty.json(), { usuarios: 1, publicaciones: 0, imagenes: 0, eventos: 0, asistencias: 0, afiliacionesPendientes: 0 });

      await createTestUser(t.db, { email: 'm@test.local', password: 'secreto1' });
      await t.db.insert(publicaciones).values([{ titulo: 'P1', contenido: 'c' }, { titulo: 'P2', contenido: 'c' }]);
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
      assert.deepEqual(counted.json(), { usuarios: 2, publicaciones: 2, imagenes: 1, eventos: 1, asistencias: 1, afiliacionesPendientes: 1 });
    });
  });
}
