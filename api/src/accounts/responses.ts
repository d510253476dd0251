import { STATUS_CODES } from 'node:http';
import { z } from 'zod';

/** The one error body (`{ statusCode, error, message }`, message in Spanish), documented per status. */
export const errorSchema = z.object({ statusCode: z.number().int(), error: z.string(), message: z.string() });

/** Response schemas for the error statuses a route can answer, for `/api/docs`. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema.describe(STATUS_CODES[status] ?? 'Error')]));
