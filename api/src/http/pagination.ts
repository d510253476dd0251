/** `page` and `limit` of a paginated list, as `pageQuerySchema` (contracts) parses them. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** Rows to skip for a 1-based page. */
export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

/** The page envelope around one page of rows (spec-notes §3, spec-notes "Design rules"). */
export function toPage<T>(data: T[], total: number, { page, limit }: PageQuery) {
  const totalPages = Math.ceil(total / limit);
  return { data, total, page, limit, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}
