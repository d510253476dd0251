import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  encuestaInputSchema,
  encuestaSchema,
  idParamSchema,
  messageSchema,
  MSG,
  OPCION_MAX_LENGTH,
  pageQuerySchema,
  paginatedSchema,
  PARTICIPATION_MSG,
  misVotosSchema,
  resultadosEncuestaSchema,
  text,
  votosEnVivoSchema,
  type Encuesta,
  type ResultadosEncuesta,
} from '@plataforma/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError, orNotFound } from '../../../errors';
import { sendCsvRows, type CsvCell } from '../../../http/csv';
import { emptyBody } from '../../../http/upload';
import { sendError } from '../../../plugins/app/errors';
import { scope } from '../../../plugins/app/scopes';
import { viewerOf } from '../../../plugins/app/adminPowers';

const voteParamsSchema = idParamSchema.extend({
  // Fastify has already decoded the URL-encoded option.
  opcion: text(MSG.opcionInexistente).min(1, MSG.opcionInexistente).max(OPCION_MAX_LENGTH, MSG.opcionInexistente),
});

const notFound = { 404: apiErrorSchema };

const resultsQuerySchema = z.object({ format: z.enum(['csv'], { error: MSG.formatoInvalido }).optional() });

/**
 * An open survey with a closing date changes by the clock (results for everyone, no more votes), not
 * by a write: a shared copy of the answer must not outlive the earliest such date.
 */
function closingMatters(request: FastifyRequest, surveys: Encuesta[]) {
  for (const survey of surveys) if (!survey.cerrada && survey.cierraEn) request.server.responseCache.signal.changesBy(Date.parse(survey.cierraEn));
}

/**
 * The results export as a Spanish spreadsheet opens it (docs/spec-notes.md "Exports"): the survey and
 * its dates (Bolivia's time), a blank line, then one row per option and the total.
 */
function resultsReport(results: ResultadosEncuesta): CsvCell[][] {
  return [
    ['Encuesta', results.titulo],
    ['Creada el', new Date(results.creadoEn)],
    ['Cierra el', results.cierraEn ? new Date(results.cierraEn) : 'Sin fecha de cierre'],
    ['Estado', results.cerrada ? 'Cerrada' : 'Abierta'],
    ['Exportado el', new Date()],
    [],
    ['Opción', 'Votos', 'Porcentaje'],
    ...results.resultados.map((r) => [r.opcion, r.votos, r.porcentaje]),
    ['Total', results.total, results.total === 0 ? 0 : 100],
  ];
}

/**
 * /api/encuestas: public reads (with `yaVotaste` for a member, the tally for whoever may see it) and
 * live results; admins manage and export results; members vote until `cierraEn` and read their own choices.
 */
export default async function encuestaRoutes(app: FastifyInstance) {
  const tags = ['encuestas'];
  const repository = () => app.encuestasRepository;

  await app.register(
    scope('public', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/',
        { schema: { tags, summary: 'Encuestas paginadas, las más nuevas primero', querystring: pageQuerySchema(10), response: { 200: paginatedSchema(encuestaSchema) } } },
        async (request) => {
          const page = await repository().paginate(request.query, await viewerOf(request));
          closingMatters(request, page.data);
          return page;
        },
      );
      routes.get(
        '/all',
        { schema: { tags, summary: 'Todas las encuestas, las más nuevas primero', response: { 200: z.array(encuestaSchema) } } },
        async (request) => {
          const all = await repository().findAll(await viewerOf(request));
          closingMatters(request, all);
          return all;
        },
      );
      routes.get(
        '/:id',
        { schema: { tags, summary: 'Una encuesta', params: idParamSchema, response: { 200: encuestaSchema, ...notFound } } },
        async (request) => {
          const encuesta = orNotFound(await repository().findById(request.params.id, await viewerOf(request)));
          closingMatters(request, [encuesta]);
          return encuesta;
        },
      );
    }),
  );

  // A stream never ends: it is neither kept nor shared.
  await app.register(
    scope('open', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/:id/eventos',
        {
          schema: {
            tags,
            summary:
              'Resultados en vivo (Server-Sent Events, text/event-stream): el recuento ahora y en cada cambio. Para quien puede ver los resultados: un admin, un miembro que votó, todos cuando la encuesta cerró. Limitado por sesión o, sin sesión, por dirección (429), y por proceso (503).',
            params: idParamSchema,
            response: { 200: votosEnVivoSchema, 401: apiErrorSchema, 403: apiErrorSchema, ...notFound, 429: apiErrorSchema, 503: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          return app.liveVotes.open(request, reply, id, async () => {
            // The results rule of the survey's own payload decides (repositories/encuestas.ts seesResults).
            const encuesta = orNotFound(await repository().findById(id, await viewerOf(request)));
            if (!encuesta.votos) {
              throw request.user ? httpError(403, PARTICIPATION_MSG.resultadosTrasVotar) : httpError(401, PARTICIPATION_MSG.resultadosSinSesion);
            }
            return encuesta.votos;
          });
        },
      );
    }),
  );

  await app.register(
    scope('admin', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.post(
        '/',
        { schema: { tags, summary: 'Crear encuesta', body: encuestaInputSchema, response: { 201: encuestaSchema } } },
        async (request, reply) => reply.code(201).send(await repository().create(request.body, await viewerOf(request))),
      );
      routes.get(
        '/:id/resultados',
        {
          schema: {
            tags,
            summary: 'Resultados de una encuesta: votos y porcentaje por opción (JSON, o CSV con ?format=csv)',
            params: idParamSchema,
            querystring: resultsQuerySchema,
            response: { 200: resultadosEncuestaSchema, ...notFound },
          },
        },
        async (request, reply) => {
          const results = orNotFound(await repository().results(request.params.id));
          if (request.query.format !== 'csv') return results;
          return sendCsvRows(reply, `encuesta-${results.id}-resultados.csv`, resultsReport(results));
        },
      );
      routes.put(
        '/:id',
        {
          schema: {
            tags,
            summary: 'Editar encuesta: se conservan los votos de las opciones que siguen',
            params: idParamSchema,
            body: encuestaInputSchema,
            response: { 200: encuestaSchema, ...notFound },
          },
        },
        async (request) => {
          const updated = orNotFound(await repository().update(request.params.id, request.body, await viewerOf(request)));
          // Removed options take their votes with them.
          app.liveVotes.changed(updated.id);
          return updated;
        },
      );
      routes.delete(
        '/:id',
        { schema: { tags, summary: 'Eliminar encuesta y sus votos', params: idParamSchema, response: { 200: messageSchema, ...notFound } } },
        async (request) => {
          if (!(await repository().delete(request.params.id))) throw httpError(404, MSG.noEncontrado);
          app.liveVotes.changed(request.params.id);
          return { message: 'Encuesta eliminada correctamente.' };
        },
      );
    }),
  );

  // A member's own choices: personal, so in a member route, never in a survey's public (shared) answer.
  await app.register(
    scope('member', (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().get(
        '/mis-votos',
        { schema: { tags, summary: 'La opción que eligió el miembro en cada encuesta en la que votó, por id de encuesta', response: { 200: misVotosSchema } } },
        async (request) => repository().choicesOf(request.user!.id),
      );
    }),
  );

  await app.register(
    scope('participant', (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().post(
        '/:id/votar/:opcion',
        {
          // Never in the audit log, an admin's vote included: a vote is secret, not an admin's act.
          config: { audit: false },
          schema: {
            tags,
            summary: 'Votar por una opción (una vez por encuesta; sin cuerpo)',
            params: voteParamsSchema,
            body: emptyBody,
            response: { 200: encuestaSchema, ...notFound, 409: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const { id, opcion } = request.params;
          const encuesta = orNotFound(await repository().vote(id, request.user!.id, opcion));
          // In a burst of votes many are refusals: sent as an answer, not thrown (no stack trace, no error handler).
          if (encuesta === null) return sendError(reply, 409, MSG.yaVotaste);
          if (encuesta === 'closed') return sendError(reply, 409, PARTICIPATION_MSG.encuestaCerrada);
          app.liveVotes.changed(id);
          return encuesta;
        },
      );
    }),
  );
}
