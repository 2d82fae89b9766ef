import { describe, expect, it } from '@jest/globals';
import { ApiError } from 'shared-auth';
import { createQueryClient, shouldRetryQuery } from './query-client';

/** What the HTTP client rejects with: no response for a network failure. */
const axiosError = (status: number | 'network') =>
  Object.assign(new Error('Request failed'), { isAxiosError: true, response: status === 'network' ? undefined : { status, data: {} } });

describe('shouldRetryQuery', () => {
  it('retries network failures and server errors, twice at most', () => {
    expect(shouldRetryQuery(0, axiosError('network'))).toBe(true);
    expect(shouldRetryQuery(1, axiosError(503))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('An unexpected error occurred', 500))).toBe(true);
    expect(shouldRetryQuery(2, axiosError(503))).toBe(false);
  });
  it('never retries a 4xx', () => {
    expect(shouldRetryQuery(0, axiosError(404))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Forbidden', 403))).toBe(false);
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
