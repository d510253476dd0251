import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NuevaEntrada } from './repositories/auditoria';
import { routePath, UNSAFE_METHODS } from '../../http/route-path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: never logged (signing out changes nothing worth the log; a vote must not be linkable to
     * its voter). 'consultar': a read of personal data, logged like its CSV export.
     */
    audit?: false | 'consultar';
  }
}

/** What a write does when its route names no verb of its own. */
const METHOD_ACTIONS: Record<string, string> = { POST: 'crear', PUT: 'editar', PATCH: 'editar', DELETE: 'eliminar' };

const isParam = (segment: string) => segment.startsWith(':');

/**
 * The log line of a route, from its pattern alone, so a new route is logged without asking:
 * - entidad: the resource before the first parameter (`/api/moderacion/comentarios/:id/ocultar` →
 *   'comentarios'), or the first segment of a route without parameters (`/api/eventos/` → 'eventos');
 * - accion: 'exportar' for a CSV, 'consultar' for a read of personal data (`audit: 'consultar'`), the
 *   verb the route ends with after a parameter ('aprobar', 'bloqueo', 'asistencia'), else the method's
 *   ('crear', 'editar', 'eliminar');
 * - entidadId: the parameters' values (`3/17`), or the id of what a creation answered;
 * - resumen: the route's Spanish summary in /api/docs, which never holds a person's data.
 */
function entryOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): Omit<NuevaEntrada, 'admin'> {
  const segments = routePath(request).replace(/^\/api\//, '').split('/').filter(Boolean);
  const firstParam = segments.findIndex(isParam);
  const entidad = firstParam > 0 ? segments[firstParam - 1]! : segments[0]!;
  const last = segments.at(-1)!;
  const isCsv = String(reply.getHeader('content-type') ?? '').startsWith('text/csv');
  const isWrite = UNSAFE_METHODS.has(request.method);
  const accion = isCsv ? 'exportar' : !isWrite ? 'consultar' : firstParam >= 0 && !isParam(last) && request.method === 'POST' ? last : METHOD_ACTIONS[request.method]!;
  const params = Object.values((request.params ?? {}) as Record<string, string>);
  const entidadId = params.length > 0 ? params.join('/') : isWrite ? createdId(payload) : null;
  return { accion, entidad, entidadId, resumen: request.routeOptions.schema?.summary ?? routePath(request) };
}

/** The id of the record a creation answered (`{ id: 7, … }`), when there is one. */
function createdId(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const id = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  } catch {
    return null;
  }
}

/**
 * The audit log: every write an admin makes that succeeded, anywhere in the API (a vote
 * excepted: it must not be linkable to its voter), every CSV an admin downloads and every read of a
 * list of personal data (`audit: 'consultar'`: affiliations, attendance), never the query itself. Recorded when the answer is ready and before it leaves, so an admin never
 * hears of a change the log lacks; a replayed answer (Idempotency-Key) changed nothing and is not
 * logged twice. A log write that fails is reported in the server log: the change itself has already
 * been committed, and answering an error would invite a retry of something that succeeded.
 */
export default fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const user = request.user;
    const config = request.routeOptions.config;
    if (user?.rol !== 'admin' || reply.statusCode >= 400 || config?.audit === false || config?.provesIdentity) return payload;
    if (reply.getHeader('idempotent-replayed')) return payload;
    const isWrite = UNSAFE_METHODS.has(request.method);
    const isExport = String(reply.getHeader('content-type') ?? '').startsWith('text/csv');
    if (!isWrite && !isExport && config?.audit !== 'consultar') return payload;
    try {
      await app.auditoriaRepository.record({ admin: { id: user.id, nombre: user.nombre }, ...entryOf(request, reply, payload) });
    } catch (error) {
      request.log.error({ err: error }, 'No se pudo registrar la acción en la auditoría');
    }
    return payload;
  });
});
