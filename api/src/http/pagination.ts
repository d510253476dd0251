import { z } from 'zod';

/** The response schema of a paginated list: `{ data, total, page, limit, totalPages, hasNext, hasPrev }`. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
  });

/** Rows to skip for a 1-based page. */
export const offsetOf = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;

/** The page envelope around one page of rows (SPEC §3, DESIGN §4). */
export function toPage<T>(data: T[], total: number, { page, limit }: { page: number; limit: number }) {
  const totalPages = Math.ceil(total / limit);
  return { data, total, page, limit, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}
