import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@plataforma/contracts';
import { readMultipart } from '../media/multipart';
import { API_MSG, httpError } from '../errors';

/** The multipart parser (busboy) reports a malformed body as a plain Error: that is the client's fault. */
async function readForm(request: FastifyRequest) {
  try {
    return await readMultipart(request);
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw httpError(400, MSG.solicitudInvalida);
  }
}

/**
 * Reads a multipart user form (text fields + optional `imagen` file) and validates the text fields
 * with `schema` before anything is stored.
 */
export async function readUserForm<S extends z.ZodType>(request: FastifyRequest, schema: S) {
  if (!request.isMultipart()) throw httpError(415, API_MSG.tipoNoSoportado);
  const { fields, file } = await readForm(request);
  return { input: schema.parse(fields) as z.output<S>, photo: file?.buffer };
}
