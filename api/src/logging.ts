import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Query parameters of this route that may hold personal data (a search by CI): never logged in clear. */
    personalQuery?: readonly string[];
  }
}

/** The route config of a list searched by CI (affiliations, attendance) and its export. */
export const searchIsPersonal = { personalQuery: ['search'] } as const;

/** Query parameters that carry a secret on any route: the token of the emailed password-reset link. */
const SECRET_PARAMS = ['token'];

/**
 * `url` with the value of each named query parameter replaced ('all': every one): the request log
 * (kept by the host, shipped to log services) must not hold a link that resets someone's password,
 * nor an admin's search by CI.
 */
export function withoutSecrets(url: string, hidden: readonly string[] | 'all' = SECRET_PARAMS): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  const secret = hidden === 'all' ? [...new Set(params.keys())] : hidden.filter((name) => params.has(name));
  for (const name of secret) params.set(name, 'oculto');
  return secret.length > 0 ? `${url.slice(0, start)}?${params}` : url;
}

/**
 * The query parameters the log hides for a request, decided by the route Fastify matched (its
 * `personalQuery`), never by the URL as written: `/%61pi/afiliaciones` reaches the same route. A
 * request no route matched has every value hidden: nothing declared its query harmless.
 */
const hiddenParams = (request: FastifyRequest): readonly string[] | 'all' =>
  request.routeOptions.url === undefined ? 'all' : [...SECRET_PARAMS, ...(request.routeOptions.config?.personalQuery ?? [])];

/** What a logged error keeps besides its type, message and stack: where and why it failed, never a value. */
const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'];
const MAX_CAUSES = 5;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * An error as the log writes it. A failed query carries its parameters (drizzle puts them in
 * `params` and in its message) and PostgreSQL the failing row (`detail`, `where`): personal data
 * that must not reach a log. So only the fields above are kept, and drizzle's error around a query
 * is written as 'Failed query' with its stack frames and PostgreSQL's own error as its cause.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'Error sin detalles', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  // PostgreSQL's own message (with its SQLSTATE `code`) names the relation or constraint, not the values.
  const wrapsQuery = typeof fields.code !== 'string' && ('params' in fields || 'parameters' in fields || 'query' in fields);
  const message = wrapsQuery ? 'Failed query' : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const type = error.constructor.name || error.name;
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of ERROR_FIELDS) if (fields[field] !== undefined) logged[field] = fields[field];
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/** The server's logger: Fastify's request fields, with secrets taken out of the URL, and errors without their data. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: loggableError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url, hiddenParams(request)),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
