import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AFILIACION_MSG, afiliacionVerificacionSchema, apiErrorSchema, codigoParamSchema } from '@plataforma/contracts';
import { orNotFound } from '../../../errors';
import { scope } from '../../../plugins/app/scopes';

/**
 * /api/verificar/:code: the card's QR leads here. Open to everyone and never kept (not in the public
 * scope): a revoked card must read 'Afiliación no vigente' at once, and while the database is down the
 * check says it cannot be made rather than show a copy. Each answer says when it was made (`verificadoEn`).
 */
export default async function verificarRoutes(app: FastifyInstance) {
  await app.register(
    scope('open', (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().get(
        '/:code',
        {
          config: { unavailableMessage: AFILIACION_MSG.verificacionNoDisponible },
          schema: {
            tags: ['afiliaciones'],
            summary: 'Verificar un carnet de afiliado por su código (nombre, foto y número; nunca CI, celular ni fecha de nacimiento)',
            params: codigoParamSchema,
            response: { 200: afiliacionVerificacionSchema, 404: apiErrorSchema, 503: apiErrorSchema },
          },
        },
        async (request) => {
          const card = orNotFound(await app.afiliacionesRepository.verify(request.params.code), AFILIACION_MSG.codigoNoValido);
          // The server's clock, not the device's: the page shows when this check was made.
          return { ...card, verificadoEn: new Date().toISOString() };
        },
      );
    }),
  );
}
