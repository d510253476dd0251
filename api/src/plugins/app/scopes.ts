import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ACCOUNT_MSG, apiErrorSchema, MSG, PARTICIPATION_MSG } from '@plataforma/contracts';
import { UNSAFE_METHODS } from '../../http/route-path';
import { uploadFields } from '../../http/upload';
import { httpError } from '../../errors';

/**
 * Who may call a route: everyone, any signed-in member, a member who may take part (comment, vote,
 * report, sign up: not blocked by a moderator), or admins only.
 */
export type Access = 'public' | 'member' | 'participant' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `scope()` on every route registered inside it; the scope test reads it. */
    access?: Access;
  }
}

const guards: Record<Access, ((request: FastifyRequest) => Promise<void>) | undefined> = {
  public: undefined,
  member: async (request) => {
    if (!request.user) throw httpError(401, MSG.noAutenticado);
  },
  participant: async (request) => {
    if (!request.user) throw httpError(401, MSG.noAutenticado);
    if (request.user.bloqueadoEn) throw httpError(403, PARTICIPATION_MSG.cuentaBloqueada);
  },
  admin: async (request) => {
    if (!request.user) throw httpError(401, MSG.noAutenticado);
    if (request.user.rol !== 'admin') throw httpError(403, MSG.sinPermiso);
    // ADMIN_2FA_REQUIRED: the server refuses, not only the UI, until the admin has turned it on.
    const app = request.server;
    if (app.config.admin2faRequired && !(await app.twoFactorRepository.hasTwoFactor(request.user.id))) {
      throw httpError(403, ACCOUNT_MSG.dosPasosObligatoria);
    }
  },
};

/**
 * The error responses every route of a scope can give, from what the route declares: 400 when it
 * validates input, 401/403 from its scope, 403 for a failed CSRF check on a write, 413/415 for an
 * upload, 500 always. Routes add their own (404, 409, 429) beside their 2xx.
 */
function errorResponses(route: RouteOptions, access: Access): number[] {
  const schema = route.schema ?? {};
  const methods = [route.method].flat();
  const codes = [500];
  if (schema.params || schema.querystring || schema.body) codes.push(400);
  if (access !== 'public') codes.push(401);
  if (access === 'admin' || access === 'participant' || methods.some((method) => UNSAFE_METHODS.has(method))) codes.push(403);
  if (schema.body && uploadFields.has(schema.body as never)) codes.push(413, 415);
  return codes;
}

/**
 * An encapsulated plugin whose routes all get `access`: a member or admin scope denies on request
 * (before the body is read or validated) unless the session allows it, so a route registered inside
 * cannot forget its guard. Every route's `config.access` says which scope it lives in, and its schema
gets the error responses it can give (`errorResponses`).
 */
export function scope(access: Access, routes: (app: FastifyInstance) => void | Promise<void>) {
  return async function scoped(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, access };
      if (!route.schema || route.schema.hide) return;
      const errors = Object.fromEntries(errorResponses(route, access).map((code) => [code, apiErrorSchema]));
      route.schema.response = { ...errors, ...(route.schema.response as object) };
    });
    const guard = guards[access];
    if (guard) app.addHook('onRequest', guard);
    await routes(app);
  };
}
