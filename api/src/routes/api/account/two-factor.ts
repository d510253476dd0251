import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MSG,
  apiErrorSchema,
  messageSchema,
  recoveryCodesSchema,
  totpCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@plataforma/contracts';
import { hashRecoveryCode, newRecoveryCodes, newTotpSetup, verifySecondFactor } from '../../../accounts/two-factor';
import { httpError } from '../../../errors';
import { emptyBody } from '../../../http/upload';

/**
 * Two-step sign-in for admins, in the member scope: with ADMIN_2FA_REQUIRED the admin scope refuses an
 * admin without it, and this is where they turn it on.
 */
export default function twoFactor(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = app.twoFactorRepository;
  const adminOnly = async (request: FastifyRequest) => {
    if (request.user!.rol !== 'admin') throw httpError(403, ACCOUNT_MSG.dosPasosSoloAdmin);
  };
  const codeLimit = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' }, changesContent: false };

  routes.get(
    '/two-factor',
    {
      schema: {
        tags: ['account'],
        summary: 'Estado de mi verificación en dos pasos',
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => {
      const record = await repository.findTwoFactor(request.user!.id);
      const activa = Boolean(record?.enabledAt);
      return {
        activa,
        obligatoria: app.config.admin2faRequired && request.user!.rol === 'admin',
        codigosRestantes: activa ? await repository.remainingRecoveryCodes(request.user!.id) : 0,
      };
    },
  );

  routes.post(
    '/two-factor/setup',
    {
      config: { changesContent: false },
      preHandler: adminOnly,
      schema: {
        tags: ['account'],
        summary: 'Nuevo secreto y código QR (se muestran solo hasta confirmarlos)',
        body: emptyBody,
        response: { 200: twoFactorSetupSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const setup = await newTotpSetup(request.user!.email);
      if (!(await repository.savePendingSecret(request.user!.id, setup.secreto))) throw httpError(409, ACCOUNT_MSG.dosPasosYaActiva);
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
        response: { 200: recoveryCodesSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const record = await repository.findTwoFactor(userId);
      if (!record) throw httpError(400, ACCOUNT_MSG.dosPasosSinConfigurar);
      if (record.enabledAt) throw httpError(409, ACCOUNT_MSG.dosPasosYaActiva);
      if (!(await verifySecondFactor(repository, userId, request.body.codigo))) throw httpError(400, ACCOUNT_MSG.codigoIncorrecto);
      const codigosRecuperacion = newRecoveryCodes();
      await repository.enableTwoFactor(userId, codigosRecuperacion.map(hashRecoveryCode));
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
        response: { 200: messageSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const record = await repository.findTwoFactor(userId);
      if (!record?.enabledAt) throw httpError(400, ACCOUNT_MSG.dosPasosInactiva);
      if (!(await verifySecondFactor(repository, userId, request.body.codigo))) throw httpError(400, ACCOUNT_MSG.codigoIncorrecto);
      await repository.disableTwoFactor(userId);
      return { message: ACCOUNT_MSG.dosPasosDesactivada };
    },
  );
}
