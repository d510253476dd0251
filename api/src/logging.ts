import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: the token of the emailed password-reset link. */
const SECRET_PARAMS = ['token'];
/**
 * Paths whose `search` may be personal data: the admins search affiliations and attendance records by
 * CI (#21 §2), and a CI never reaches the logs.
 */
const PERSONAL_SEARCH = /^\/api\/(?:afiliaciones|asistencias)(?:[/?]|$)/;

/**
 * `url` with the value of every secret query parameter replaced: the request log (kept by the host,
 * shipped to log services) must not hold a link that resets someone's password.
 */
export function withoutSecrets(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  const names = PERSONAL_SEARCH.test(url) ? [...SECRET_PARAMS, 'search'] : SECRET_PARAMS;
  const secret = names.filter((name) => params.has(name));
  for (const name of secret) params.set(name, 'oculto');
  return secret.length > 0 ? `${url.slice(0, start)}?${params}` : url;
}

/** The server's logger: Fastify's request fields, with secrets taken out of the URL. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
