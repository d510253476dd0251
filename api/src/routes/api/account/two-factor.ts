import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG, recoveryCodesSchema, totpCodeSchema, twoFactorSetupSchema, twoFactorStatusSchema } from '@plataforma/contracts';
import { errorResponses } from '../../../accounts/responses';
import { hashRecoveryCode, newRecoveryCodes, newTotpSetup, verifySecondFactor } from '../../../accounts/two-factor';
import {
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  remainingRecoveryCodes,
  savePendingSecret,
} from '../../../accounts/two-factor-repository';
import { httpError } from '../../../errors';
import { messageSchema } from '../../../users/dto';

/**
 * Two-step sign-in for admins. Not behind `requireAdmin`: with ADMIN_2FA_REQUIRED that guard refuses
 * an admin without it, and this is where they turn it on.
 */
export default function twoFactor(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = async (request: FastifyRequest) => {
    if (request.user!.rol !== 'admin') throw httpError(403, ACCOUNT_MSG.dosPasosSoloAdmin);
  };
  const codeLimit = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

  routes.get(
    '/two-factor',
    {
      schema: {
        tags: ['account'],
        summary: 'Estado de mi verificación en dos pasos',
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const record = await findTwoFactor(app.db, request.user!.id);
      const activa = Boolean(record?.enabledAt);
      return {
        activa,
        obligatoria: app.config.admin2faRequired && request.user!.rol === 'admin',
        codigosRestantes: activa ? await remainingRecoveryCodes(app.db, request.user!.id) : 0,
      };
    },
  );

  routes.post(
    '/two-factor/setup',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['account'],
        summary: 'Nuevo secreto y código QR (se muestran solo hasta confirmarlos)',
        response: { 200: twoFactorSetupSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const setup = await newTotpSetup(request.user!.email);
      if (!(await savePendingSecret(app.db, request.user!.id, setup.secreto))) throw httpError(409, ACCOUNT_MSG.dosPasosYaActiva);
      return setup;
    },
  );

  routes.post(
    '/two-factor/enable',
    {
      preHandler: adminOnly,
      config: codeLimit,
      schema: {
        tags: ['account'],
        summary: 'Activar con un primer código; devuelve los 10 códigos de recuperación, una sola vez',
        body: totpCodeSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const record = await findTwoFactor(app.db, userId);
      if (!record) throw httpError(400, ACCOUNT_MSG.dosPasosSinConfigurar);
      if (record.enabledAt) throw httpError(409, ACCOUNT_MSG.dosPasosYaActiva);
      if (!(await verifySecondFactor(app.db, userId, request.body.codigo))) throw httpError(400, ACCOUNT_MSG.codigoIncorrecto);
      const codigosRecuperacion = newRecoveryCodes();
      await enableTwoFactor(app.db, userId, codigosRecuperacion.map(hashRecoveryCode));
      return { codigosRecuperacion };
    },
  );

  routes.post(
    '/two-factor/disable',
    {
      config: codeLimit,
      schema: {
        tags: ['account'],
        summary: 'Desactivar (pide un código actual de la aplicación)',
        body: totpCodeSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const record = await findTwoFactor(app.db, userId);
      if (!record?.enabledAt) throw httpError(400, ACCOUNT_MSG.dosPasosInactiva);
      if (!(await verifySecondFactor(app.db, userId, request.body.codigo))) throw httpError(400, ACCOUNT_MSG.codigoIncorrecto);
      await disableTwoFactor(app.db, userId);
      return { message: ACCOUNT_MSG.dosPasosDesactivada };
    },
  );
}
