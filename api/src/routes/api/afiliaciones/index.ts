import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AFILIACION_MSG,
  afiliacionAdminSchema,
  type AfiliacionAdmin,
  afiliacionesExportQuerySchema,
  afiliacionesPageSchema,
  afiliacionesQuerySchema,
  afiliacionInputSchema,
  afiliacionMiaRespuestaSchema,
  afiliacionMiaSchema,
  apiErrorSchema,
  idParamSchema,
  motivoSchema,
} from '@plataforma/contracts';
import { afiliacionDecisionEmail } from '../../../accounts/afiliacion-email';
import { orNotFound } from '../../../errors';
import { csvExport, sendCsv } from '../../../http/csv';
import { publicOrigin } from '../../../http/public-origin';
import { emptyBody } from '../../../http/upload';
import { searchIsPersonal } from '../../../logging';
import { scope } from '../../../plugins/app/scopes';

const tags = ['afiliaciones'];
const decision = { 200: afiliacionAdminSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * /api/afiliaciones: a member requests affiliation and reads their own request; admins
 * list, export and decide. Summaries name the action only (they become the audit log's `resumen`).
 */
export default async function afiliacionRoutes(app: FastifyInstance) {
  const repository = () => app.afiliacionesRepository;

  /** A decision made: the member is told by email ('Te avisaremos cuando sea revisada.'). */
  const decided = (request: FastifyRequest, afiliacion: AfiliacionAdmin | undefined) => {
    const found = orNotFound(afiliacion, AFILIACION_MSG.noEncontrada);
    const mail = afiliacionDecisionEmail(found, `${publicOrigin(request)}/afiliate`);
    if (mail) app.mailer.send(mail);
    return found;
  };

  // Requesting affiliation is taking part: a blocked member gets 403 (their own request stays readable).
  await app.register(
    scope('participant', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.post(
        '/',
        {
          schema: {
            tags,
            summary: 'Solicitar afiliación: 409 si ya tengo una solicitud en curso; un carnet que otra afiliación tiene se acepta y se marca para el administrador',
            body: afiliacionInputSchema,
            response: { 201: afiliacionMiaSchema, 409: apiErrorSchema, 429: apiErrorSchema },
          },
          // Per account, not per address: requests are a member's, whatever network they use. A request is the
          // member's own until an admin decides: no visitor reads it.
          config: {
            rateLimit: { max: app.config.afiliacionRateLimit, timeWindow: '1 hour', keyGenerator: (request) => `user:${request.user!.id}` },
            changesContent: false,
          },
        },
        async (request, reply) => {
          const { consentimiento: _consent, ...input } = request.body;
          return reply.code(201).send(await repository().create(request.user!.id, input));
        },
      );
    }),
  );

  await app.register(
    scope('member', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/mia',
        {
          schema: {
            tags,
            summary: 'Mi solicitud de afiliación más reciente (afiliacion: null si nunca la envié)',
            response: { 200: afiliacionMiaRespuestaSchema },
          },
        },
        async (request) => ({ afiliacion: await repository().mine(request.user!.id) }),
      );
    }),
  );

  await app.register(
    scope('admin', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/',
        {
          // Reads of CI, birth date and phone are logged like their CSV (plugins/app/audit.ts); its search is personal.
          config: { audit: 'consultar', ...searchIsPersonal },
          schema: {
            tags,
            summary: 'Solicitudes de afiliación paginadas (filtro por estado; búsqueda por nombre o carnet), las más nuevas primero',
            querystring: afiliacionesQuerySchema,
            response: { 200: afiliacionesPageSchema },
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
            summary: 'Exportar afiliaciones (CSV con datos personales; el filtro de la pantalla, todas las páginas)',
            querystring: afiliacionesExportQuerySchema,
            produces: csvExport.produces,
            response: { 200: csvExport.response },
          },
        },
        async (request, reply) => {
          const rows = await repository().findMatching(request.query);
          return sendCsv(
            reply,
            'afiliaciones.csv',
            ['id', 'numero', 'estado', 'nombre', 'email', 'ci', 'fechaNacimiento', 'celular', 'departamento', 'institucion', 'creadoEn', 'aprobadaEn', 'motivo'],
            rows.map((a) => [
              a.id,
              a.numero,
              a.estado,
              a.nombre,
              a.email,
              a.ci,
              a.fechaNacimiento,
              a.celular,
              a.departamento,
              a.institucion,
              new Date(a.creadoEn),
              a.aprobadaEn ? new Date(a.aprobadaEn) : null,
              a.motivo,
            ]),
          );
        },
      );
      routes.post(
        '/:id/aprobar',
        {
          schema: { tags, summary: 'Aprobar solicitud de afiliación (asigna el siguiente número de afiliado)', params: idParamSchema, body: emptyBody, response: decision },
        },
        async (request) => decided(request, await repository().approve(request.params.id, request.user!.id)),
      );
      routes.post(
        '/:id/rechazar',
        { schema: { tags, summary: 'Rechazar solicitud de afiliación (con motivo)', params: idParamSchema, body: motivoSchema, response: decision } },
        async (request) => decided(request, await repository().reject(request.params.id, request.user!.id, request.body.motivo)),
      );
      routes.post(
        '/:id/revocar',
        { config: { removesContent: true }, schema: { tags, summary: 'Revocar afiliación aprobada (con motivo): su carnet deja de estar vigente', params: idParamSchema, body: motivoSchema, response: decision } },
        async (request) => decided(request, await repository().revoke(request.params.id, request.user!.id, request.body.motivo)),
      );
    }),
  );
}
