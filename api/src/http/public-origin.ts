import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';
import { REMOTE_PAGES } from '@plataforma/contracts';
import type { Config } from '../config';

/**
 * The scheme and host of the absolute links we build (reset emails, canonical URLs, share cards):
 * PUBLIC_URL when set, else the request's own Host, or the X-Forwarded-Host/-Proto of a proxy named
 * in TRUST_PROXY (Fastify believes those headers from no one else).
 */
export const publicOrigin = (request: FastifyRequest): string =>
  request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;

/**
 * `publicOrigin` of a request Fastify has not seen yet (a kept page served at the server's door), where it
 * can be told without Fastify's proxy trust: PUBLIC_URL, or a request no trusted proxy may have forwarded.
 * Null when it names a forwarded host or scheme under TRUST_PROXY, or no host: Fastify decides those.
 */
export function plainOrigin(request: IncomingMessage, config: Pick<Config, 'publicUrl' | 'trustProxy'>): string | null {
  if (config.publicUrl) return config.publicUrl;
  const { host, 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': forwardedProto } = request.headers;
  if (!host || (config.trustProxy && (forwardedHost !== undefined || forwardedProto !== undefined))) return null;
  return `${(request.socket as TLSSocket).encrypted ? 'https' : 'http'}://${host}`;
}

/** The public page of one item, from the page map: ('Evento', 7) → `/agenda/7`. */
export const itemPagePath = (module: string, id: number) => REMOTE_PAGES.find((page) => page.module === module)!.path.replace(':id', String(id));
