import type { FastifyRequest } from 'fastify';
import { REMOTE_PAGES } from '@plataforma/contracts';

/**
 * The scheme and host of the absolute links we build (reset emails, canonical URLs, share cards):
 * PUBLIC_URL when set, else the request's own Host, or the X-Forwarded-Host/-Proto of a proxy named
 * in TRUST_PROXY (Fastify believes those headers from no one else).
 */
export const publicOrigin = (request: FastifyRequest): string =>
  request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** The public page of one item, from the page map: ('Evento', 7) → `/agenda/7`. */
export const itemPagePath = (module: string, id: number) => REMOTE_PAGES.find((page) => page.module === module)!.path.replace(':id', String(id));
