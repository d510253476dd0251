import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  asistenciaInputSchema,
  asistenciaSchema,
  asistenciaUpdateSchema,
  exportAsistenciasQuerySchema,
  idParamSchema,
  listAsistenciasQuerySchema,
  messageSchema,
  MSG,
  paginatedSchema,
} from '@plataforma/contracts';
import { httpError, orNotFound } from '../../../errors';
import { csvExport, sendCsv } from '../../../http/csv';
import { searchIsPersonal } from '../../../logging';
import { scope } from '../../../plugins/app/scopes';

const notFound = { 404: apiErrorSchema };

/**
 * /api/asistencias: admin only. Writes take JSON or a multipart form (spec-notes §7); a file in the form is
 * read within the 5 MB bound but not kept: an Asistencia has no file field (spec-notes §3).
 */
export default async function asistenciaRoutes(app: FastifyInstance) {
  const tags = ['asistencias'];
  const consumes = ['application/json', 'multipart/form-data'];
  const repository = () => app.asistenciasRepository;

  await app.register(
    scope('admin', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      // Reads of CI and phone are logged like their CSV (plugins/app/audit.ts).
      const audit = 'consultar' as const;
      routes.get(
        '/',
        {
          config: { audit, ...searchIsPersonal },
          schema: {
            tags,
            summary: 'Asistencias paginadas (búsqueda por nombre, evento, colegio o distrito, o por CI completo), las más recientes primero',
            querystring: listAsistenciasQuerySchema,
            response: { 200: paginatedSchema(asistenciaSchema) },
          },
        },
        (request) => repository().paginate(request.query),
      );
      routes.get(
        '/export.csv',
        {
          config: searchIsPersonal,
          schema: {
            tags,
            summary: 'Exportar asistencias (CSV; la búsqueda de la pantalla, todas las páginas)',
            querystring: exportAsistenciasQuerySchema,
            produces: csvExport.produces,
            response: { 200: csvExport.response },
          },
        },
        async (request, reply) => {
          const rows = await repository().findMatching(request.query.search);
          return sendCsv(
            reply,
            'asistencias.csv',
            ['id', 'evento', 'fechaEvento', 'nombreCompleto', 'ci', 'distrito', 'celular', 'colegio', 'edad', 'asistio'],
            rows.map((a) => [a.id, a.tituloEvento, a.fechaEvento, a.nombreCompleto, a.ci, a.distrito, a.celular, a.colegio, a.edad, a.asistio ? 'sí' : 'no']),
          );
        },
      );
      routes.get(
        '/:id',
        { config: { audit }, schema: { tags, summary: 'Una asistencia', params: idParamSchema, response: { 200: asistenciaSchema, ...notFound } } },
        async (request) => orNotFound(await repository().findById(request.params.id)),
      );
      routes.post(
        '/',
        { schema: { tags, summary: 'Registrar asistencia (JSON o multipart)', consumes, body: asistenciaInputSchema, response: { 201: asistenciaSchema } } },
        async (request, reply) => reply.code(201).send(await repository().create(request.body)),
      );
      routes.patch(
        '/:id',
        {
          schema: {
            tags,
            summary: 'Editar asistencia (JSON o multipart; solo cambian los campos enviados)',
            consumes,
            params: idParamSchema,
            body: asistenciaUpdateSchema,
            response: { 200: asistenciaSchema, ...notFound },
          },
        },
        async (request) => orNotFound(await repository().update(request.params.id, request.body)),
      );
      routes.delete(
        '/:id',
        { schema: { tags, summary: 'Eliminar asistencia', params: idParamSchema, response: { 200: messageSchema, ...notFound } } },
        async (request) => {
          if (!(await repository().delete(request.params.id))) throw httpError(404, MSG.noEncontrado);
          return { message: 'Asistencia eliminada correctamente.' };
        },
      );
    }),
  );
}
