import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { hoyEnBolivia, MSG } from '@plataforma/contracts';
import { publicaciones } from '../../db/schema';
import { ADMIN, assertError, backends, buildTestApp, createTestUser, inject, login, MEMBER, type Session, type TestApp } from '../../test/helper';

const NUL = '\u0000';

/**
 * The text leaves of an input schema: every `z.string()` a request's value reaches. A pipe is
 * followed on its input side (its output side only ever sees what the input side let through),
 * a preprocess (a pipe from a transform) on the schema it feeds.
 */
function textLeaves(schema: z.ZodType, path = ''): { path: string; schema: z.ZodType }[] {
  if (schema instanceof z.ZodString) return [{ path, schema }];
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, child]) => textLeaves(child, `${path}.${key}`));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return textLeaves(schema.unwrap() as z.ZodType, path);
  if (schema instanceof z.ZodPipe) return textLeaves((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType, path);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap((option) => textLeaves(option, path));
  if (schema instanceof z.ZodArray) return textLeaves(schema.element as z.ZodType, `${path}[]`);
  return [];
}

for (const backend of backends()) {
  describe(`a NUL byte or an impossible date is a Spanish 400 (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    let publicacionId: number;
    const routes: RouteOptions[] = [];

    before(async () => {
      // Every route the app registers, with its schemas (no hand-written list).
      t = await buildTestApp(backend, {}, { onRoute: (route) => routes.push(route) });
      await createTestUser(t.db, MEMBER);
      admin = await login(t.app, ADMIN.email, ADMIN.password);
      member = await login(t.app, MEMBER.email, MEMBER.password);
      const [row] = await t.db.insert(publicaciones).values({ titulo: 'Hilo', contenido: 'x' }).returning();
      publicacionId = row!.id;
    });
    after(() => t.close());

    test('every text a route reads (body, query, path) refuses a NUL byte', async () => {
      assert.ok(routes.length > 30, `only ${routes.length} routes seen`);
      const accepting: string[] = [];
      for (const route of routes) {
        for (const part of ['body', 'querystring', 'params'] as const) {
          const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
          if (!(schema instanceof z.ZodType)) continue;
          for (const leaf of textLeaves(schema)) {
            const issues = leaf.schema.safeParse(`a${NUL}b`).error?.issues ?? [];
            if (issues[0]?.message !== MSG.caracterNoPermitido) accepting.push(`${route.method} ${route.url} ${part}${leaf.path}`);
          }
        }
      }
      assert.deepEqual(accepting, []);
    });

    test('the review\'s requests: a code, a comment, a motivo, searches, a closing date in year 0', async () => {
      const asAdmin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => inject(t.app, { method, url, headers: admin.headers, payload });
      assertError(await inject(t.app, { method: 'GET', url: '/api/verificar/%00' }), 400, MSG.caracterNoPermitido);
      assertError(
        await inject(t.app, { method: 'POST', url: '/api/comentarios', headers: member.headers, payload: { contenido: `hola${NUL}`, publicacionId } }),
        400,
        MSG.caracterNoPermitido,
      );
      const year = Number(hoyEnBolivia().slice(0, 4));
      const solicitud = { ci: '4100001', fechaNacimiento: `${year - 20}-06-15`, departamento: 'La Paz', celular: '74100001', consentimiento: true };
      const pending = await inject(t.app, { method: 'POST', url: '/api/afiliaciones', headers: member.headers, payload: solicitud });
      assert.equal(pending.statusCode, 201, pending.body);
      assertError(await asAdmin('POST', `/api/afiliaciones/${pending.json().id}/rechazar`, { motivo: `falta${NUL}` }), 400, MSG.caracterNoPermitido);
      for (const url of ['/api/afiliaciones?search=%00', '/api/asistencias?search=41%0000', '/api/users?search=%00', '/api/auditoria?accion=%00']) {
        assertError(await asAdmin('GET', url), 400, MSG.caracterNoPermitido);
      }
      assertError(await asAdmin('POST', '/api/encuestas', { titulo: 'Año cero', opciones: ['a', 'b'], cierraEn: '0000-01-01T00:00:00Z' }), 400, MSG.fechaInvalida);
      assertError(await asAdmin('GET', '/api/auditoria?desde=0000-01-01'), 400, MSG.fechaInvalida);
      const asistencia = { tituloEvento: 'Foro', nombreCompleto: 'Ana', ci: '1234567', distrito: 'D-3', celular: '71234567', colegio: 'Bolívar', edad: 17 };
      assertError(await asAdmin('POST', '/api/asistencias', { ...asistencia, fechaEvento: '0000-01-01' }), 400, MSG.fechaInvalida);
      // Nothing was written by any of them.
      assert.equal((await inject(t.app, { method: 'GET', url: `/api/comentarios/publicacion/${publicacionId}` })).json().length, 0);
    });

    test('a path with a NUL byte under /media is the same Spanish 400', async () => {
      assertError(await inject(t.app, { method: 'GET', url: '/media/noticias/%00.webp' }), 400, MSG.caracterNoPermitido);
    });
  });
}
