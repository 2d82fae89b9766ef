import { describe, expect, it } from '@jest/globals';
import { ApiError } from 'shared-auth';
import { createQueryClient, shouldRetryQuery } from './query-client';

/** What callApi rejects with: no status for a network failure. */
const apiError = (status: number | 'network') =>
  new ApiError('An unexpected error occurred', status === 'network' ? undefined : status);

describe('shouldRetryQuery', () => {
  it('retries network failures and server errors, twice at most', () => {
    expect(shouldRetryQuery(0, apiError('network'))).toBe(true);
    expect(shouldRetryQuery(1, apiError(503))).toBe(true);
    expect(shouldRetryQuery(2, apiError(503))).toBe(false);
  });
  it('never retries a 4xx', () => {
    expect(shouldRetryQuery(0, apiError(404))).toBe(false);
    expect(shouldRetryQuery(0, apiError(403))).toBe(false);
  });
  it('never retries a cancelled call', () => {
    expect(
      shouldRetryQuery(0, Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' })),
    ).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('does not refetch on window focus and records one id per client', () => {
    const before = window.__QUERY_CLIENT_IDS__?.length ?? 0;
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
    expect(window.__QUERY_CLIENT_IDS__).toHaveLength(before + 1);
  });
});
