import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { apiErrorSchema, CORREO_MSG, MSG, PARTICIPATION_MSG } from '@plataforma/contracts';
import { UNSAFE_METHODS } from '../../http/route-path';
import { uploadFields } from '../../http/upload';
import { httpError } from '../../errors';
import { assertAdmin } from './adminPowers';

/**
 * Who may call a route, and whether its answer may be shared:
 * - `public`: everyone, and a visitor's answer is the same for every visitor: the response cache keeps
 *   it and a CDN may (a request with a session gets its own, private answer);
 * - `open`: everyone, but the answer is never shared: personal to the request (sign-in, the session, its
 *   CSRF token) or live (health, a card's verification, event streams, media files);
 * - `member`: any signed-in member; `participant`: a member who may take part (comment, vote, report,
 *   sign up, request affiliation: not blocked by a moderator, and with a confirmed email unless the route
 *   says `unconfirmedEmail`); `admin`: admins only.
 */
export type Access = 'public' | 'open' | 'member' | 'participant' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `scope()` on every route registered inside it; the scope test and the response cache read it. */
    access?: Access;
    /**
     * A successful write here changes what visitors read, so kept copies go stale. Set by `scope()`: every
     * write outside the `open` scope (sign-in, sign-out, resets change no shared answer) unless the route says false.
     */
    changesContent?: boolean;
    /** The write takes content out of view (hide, delete, revoke): every kept copy is dropped, stale ones too. Default: DELETE. */
    removesContent?: boolean;
    /** The query parameters a public route reads (from its schema): the only ones in its cache key. */
    cacheQuery?: readonly string[];
    /** A public route's own cache key (pages: with the remote's version); null: this answer is not kept. */
    cacheKey?: (request: FastifyRequest) => string | null | Promise<string | null>;
    /** A participant route an unconfirmed member may use too (their own profile: a blocked member may not). */
    unconfirmedEmail?: boolean;
    /** Answers sent compressed (brotli, gzip), and kept so (pages). */
    compressed?: boolean;
  }
}

const guards: Record<Access, ((request: FastifyRequest) => Promise<void>) | undefined> = {
  public: undefined,
  open: undefined,
  member: async (request) => {
    if (!request.user) throw httpError(401, MSG.noAutenticado);
  },
  participant: async (request) => {
    if (!request.user) throw httpError(401, MSG.noAutenticado);
    if (request.user.bloqueadoEn) throw httpError(403, PARTICIPATION_MSG.cuentaBloqueada);
    if (!request.user.emailConfirmadoEn && !request.routeOptions.config.unconfirmedEmail) throw httpError(403, CORREO_MSG.confirmaTuCorreo);
  },
  admin: assertAdmin,
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
  if (access !== 'public' && access !== 'open') codes.push(401);
  if (access === 'admin' || access === 'participant' || methods.some((method) => UNSAFE_METHODS.has(method))) codes.push(403);
  if (schema.body && uploadFields.has(schema.body as never)) codes.push(413, 415);
  return codes;
}

/** The parameter names of a zod object schema (a route's querystring), in its order. */
function queryNames(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
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
      const writes = [route.method].flat().some((method) => UNSAFE_METHODS.has(method));
      route.config = {
        ...route.config,
        access,
        changesContent: writes && (route.config?.changesContent ?? access !== 'open'),
        removesContent: route.config?.removesContent ?? [route.method].flat().includes('DELETE'),
        ...(access === 'public' && { cacheQuery: queryNames(route.schema?.querystring) }),
      };
      if (!route.schema || route.schema.hide) return;
      const errors = Object.fromEntries(errorResponses(route, access).map((code) => [code, apiErrorSchema]));
      route.schema.response = { ...errors, ...(route.schema.response as object) };
    });
    const guard = guards[access];
    if (guard) app.addHook('onRequest', guard);
    await routes(app);
  };
}
