import type { FastifyRequest } from 'fastify';

/**
 * The scheme and host of the absolute links we build (reset emails, canonical URLs, share cards):
 * PUBLIC_URL when set, else the request's own Host, or the X-Forwarded-Host/-Proto of a proxy named
 * in TRUST_PROXY (Fastify believes those headers from no one else).
 */
export const publicOrigin = (request: FastifyRequest): string =>
  request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
