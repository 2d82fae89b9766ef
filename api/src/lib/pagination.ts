// The one pagination helper: the page's offset for the query, and the page description every
// paged answer carries (`meta.pagination`, or inline for enquiries).
import type { Pagination } from 'shared-contracts';

/** Rows to skip for 1-based `page` of `limit` rows. */
export function offsetOf(page: number, limit: number): number {
  return (Math.max(1, page) - 1) * limit;
}

/** `{ page, limit, total, totalPages }` for `total` matching rows (totalPages is 0 when nothing matches). */
export function pageOf(page: number, limit: number, total: number): Required<Omit<Pagination, 'totalCapped'>> {
  return { page, limit, total, totalPages: limit > 0 ? Math.ceil(total / limit) : 0 };
}
