import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MSG, accountSessionSchema, apiErrorSchema, idParamSchema, messageSchema } from '@plataforma/contracts';
import { deviceSummary } from '../../../accounts/user-agent';
import { httpError } from '../../../errors';

/** 'Sesiones activas': list, close one ('Cerrar esta sesión'), close the others. */
export default function sessions(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sessions',
    {
      config: { changesContent: false },
      schema: {
        tags: ['account'],
        summary: 'Mis sesiones activas',
        response: { 200: z.array(accountSessionSchema) },
      },
    },
    async (request) => {
      const rows = await app.sessionsRepository.list(request.user!.id);
      return rows.map((row) => ({
        id: row.id,
        dispositivo: deviceSummary(row.userAgent),
        ultimoUso: row.lastUsedAt.toISOString(),
        creadoEn: row.createdAt.toISOString(),
        actual: row.id === request.sessionId,
      }));
    },
  );

  routes.delete(
    '/sessions/:id',
    {
      config: { changesContent: false },
      schema: {
        tags: ['account'],
        summary: 'Cerrar una de mis sesiones',
        params: idParamSchema,
        response: { 200: messageSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Someone else's session id is "not found", exactly like a missing one.
      if (!(await app.sessionsRepository.deleteOwn(request.user!.id, request.params.id))) throw httpError(404, ACCOUNT_MSG.sesionNoEncontrada);
      if (request.params.id === request.sessionId) app.clearSessionCookie(reply);
      return { message: ACCOUNT_MSG.sesionCerrada };
    },
  );

  routes.delete(
    '/sessions',
    {
      config: { changesContent: false },
      schema: {
        tags: ['account'],
        summary: 'Cerrar mis demás sesiones',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await app.sessionsRepository.deleteOthers(request.user!.id, request.sessionId!);
      return { message: ACCOUNT_MSG.sesionesCerradas };
    },
  );
}
