import type { z } from 'zod';
import { firstIssue } from '../schemas';

/** The message a schema refused `input` with; throws when it was accepted, so the test fails there. */
export function rejection(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`Accepted, expected a rejection: ${JSON.stringify(input)}`);
  return firstIssue(result.error);
}
