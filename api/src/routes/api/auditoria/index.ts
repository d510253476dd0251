import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditoriaFiltrosSchema, auditoriaPageSchema, auditoriaQuerySchema } from '@plataforma/contracts';
import { scope } from '../../../plugins/app/scopes';

/** /api/auditoria: admins read the log (`plugins/app/audit.ts` writes it); nothing here changes it. */
export default async function auditoriaRoutes(app: FastifyInstance) {
  const tags = ['auditoria'];
  await app.register(
    scope('admin', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/',
        {
          schema: {
            tags,
            summary: 'Registro de auditoría paginado, lo más reciente primero (filtros: admin, acción, desde, hasta)',
            querystring: auditoriaQuerySchema,
            response: { 200: auditoriaPageSchema },
          },
        },
        (request) => app.auditoriaRepository.paginate(request.query),
      );
      routes.get(
        '/filtros',
        { schema: { tags, summary: 'Acciones y administradores presentes en el registro', response: { 200: auditoriaFiltrosSchema } } },
        () => app.auditoriaRepository.filtros(),
      );
    }),
  );
}
