import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z, ZodError } from 'zod';
import { firstIssue, MSG } from '@plataforma/contracts';
import { isDatabaseUnavailable, isDataException, isMissingReference, isWriteConflict } from '../../db/client';
import { API_MSG, RETRY_AFTER_SECONDS } from '../../errors';

// zod's own fallback messages (for issues our schemas give no text for) in Spanish too.
z.config(z.locales.es());

/** Spanish texts for the framework's own 4xx errors, whose messages are English. */
function frameworkMessage(code: string, statusCode: number): string {
  if (code === 'FST_REQ_FILE_TOO_LARGE') return MSG.fotoTamano;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return API_MSG.jsonInvalido;
  if (statusCode === 413) return API_MSG.cuerpoMuyGrande;
  if (statusCode === 415) return API_MSG.tipoNoSoportado;
  if (statusCode === 404) return MSG.noEncontrado;
  return MSG.solicitudInvalida;
}

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  if (statusCode === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
  return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

/**
 * Errors Fastify raises before routing (a URL with broken percent-encoding, for one) skip the error
 * handler: this is the server's `frameworkErrors` option, so they get the same Spanish shape.
 */
export const frameworkErrors = (_error: Error, _request: unknown, reply: FastifyReply) =>
  sendError(reply, 400, MSG.solicitudInvalida);

/**
 * Requests Node cannot even parse (a broken request line, a header over 16 KB, bad chunking): the
 * server's `clientErrorHandler`, in the same Spanish shape, written on the socket, which then closes.
 */
export function clientErrors(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = statusCode === 431 ? API_MSG.cabecerasMuyGrandes : statusCode === 408 ? API_MSG.tiempoAgotado : MSG.solicitudInvalida;
  const body = JSON.stringify({ statusCode, error: STATUS_CODES[statusCode], message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * One error shape for every failure: `{ statusCode, error, message }` with a Spanish message.
 * Client mistakes keep their 4xx status; anything else is a logged 500 that reveals nothing.
 */
export default fp(async (app) => {
  app.setErrorHandler(async (error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      // A body that is not even an object (null, an array, a number) has no field to talk about.
      const wholeInput = !issue || issue.instancePath === '/';
      return sendError(reply, 400, wholeInput ? MSG.solicitudInvalida : (issue.message ?? MSG.solicitudInvalida));
    }
    if (error instanceof ZodError) return sendError(reply, 400, firstIssue(error));

    const err = error as { statusCode?: unknown; code?: unknown; expose?: unknown; message?: unknown };
    const statusCode = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Our own errors (plain Errors with a statusCode) already speak Spanish. The framework and
      // its plugins speak English: Fastify errors carry a `code`, http-errors (from send) `expose`.
      const code = typeof err.code === 'string' ? err.code : '';
      const foreign = code !== '' || typeof err.expose === 'boolean';
      return sendError(reply, statusCode, foreign ? frameworkMessage(code, statusCode) : String(err.message));
    }
    // A value PostgreSQL cannot hold that the request's schema let through: the client's mistake.
    if (isDataException(error)) return sendError(reply, 400, MSG.solicitudInvalida);
    // What the write refers to went while it ran: the member's own account (deleted from another tab:
    // the session is over), or the item it acts on.
    if (isMissingReference(error)) {
      const accountGone = Boolean(request.user) && app.hasDecorator('usersRepository') && !(await app.usersRepository.findById(request.user!.id));
      return accountGone ? sendError(reply, 401, MSG.noAutenticado) : sendError(reply, 409, API_MSG.referenciaEliminada);
    }
    // Two writes crossed and this one was rolled back: nothing was saved, the client may send it again.
    if (isWriteConflict(error)) {
      request.log.warn({ err: error }, 'Escritura concurrente revertida');
      return sendError(reply, 503, API_MSG.conflictoConcurrente);
    }
    // The database down or silent (an outage, a partition): the client may retry, the process stays up.
    if (statusCode === 503 || isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'Base de datos no disponible');
      return sendError(reply, 503, request.routeOptions.config?.unavailableMessage ?? API_MSG.servicioNoDisponible);
    }
    request.log.error({ err: error }, 'Unhandled error');
    return sendError(reply, 500, MSG.errorServidor);
  });

  // A path no scope serves still gets the security headers of data (plugins/external/security.ts, when registered).
  app.setNotFoundHandler((_request, reply) => {
    if (app.hasDecorator('securityHeaders')) reply.headers(app.securityHeaders.data);
    return sendError(reply, 404, MSG.noEncontrado);
  });
});
