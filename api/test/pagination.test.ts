import { describe, expect, it } from '@jest/globals';
import { offsetOf, pageOf } from '../src/lib/pagination';

describe('pagination helper', () => {
  it('skips the rows of the earlier pages', () => {
    expect(offsetOf(1, 10)).toBe(0);
    expect(offsetOf(3, 25)).toBe(50);
  });

  it('describes the page with the number of pages (a partial last page counts)', () => {
    expect(pageOf(2, 10, 21)).toEqual({ page: 2, limit: 10, total: 21, totalPages: 3 });
    expect(pageOf(1, 10, 20)).toEqual({ page: 1, limit: 10, total: 20, totalPages: 2 });
    expect(pageOf(1, 10, 0)).toEqual({ page: 1, limit: 10, total: 0, totalPages: 0 });
  });
});
