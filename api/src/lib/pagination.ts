// One pagination helper for every paged answer.
export interface Page { page: number; limit: number; total: number; totalPages: number }
export const pageOf = (page: number, limit: number, total: number): Page => ({ page, limit, total, totalPages: Math.ceil(total / limit) });
export const offsetOf = (page: number, limit: number): number => (page - 1) * limit;
