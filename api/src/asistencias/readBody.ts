import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@plataforma/contracts';
import { httpError } from '../errors';
import { readMultipart } from '../media/multipart';

/**
 * The attendance payload, sent as JSON or as a multipart form (SPEC §7), validated by `schema`.
 * A multipart file is read within the 5 MB bound but not kept: an Asistencia has no file field (SPEC §3).
 */
export async function readAsistenciaBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<z.output<S>> {
  if (request.isMultipart()) return schema.parse((await readMultipart(request)).fields);
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw httpError(400, MSG.solicitudInvalida);
  return schema.parse(body);
}
