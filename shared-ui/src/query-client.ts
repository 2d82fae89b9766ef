import { QueryClient } from '@tanstack/react-query';
import { ApiError } from 'shared-auth';

function isCancelled(error: unknown): boolean {
  return (
    (error as { name?: string; code?: string } | null)?.name === 'CanceledError' ||
    (error as { code?: string } | null)?.code === 'ERR_CANCELED'
  );
}

/**
 * Retry a failed read at most twice, and only when asking again can help: no answer
 * (network) or a server error (5xx). A 4xx is the caller's mistake and is final.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || isCancelled(error)) return false;
  // Every call goes through callApi: a failure is an ApiError, without a status when no answer came.
  const status = error instanceof ApiError ? error.status : undefined;
  return status === undefined || status >= 500;
}

/** Ids of the query clients created on this page: there must be exactly one (the e2e suite checks). */
declare global {
  interface Window {
    __QUERY_CLIENT_IDS__?: string[];
  }
}

/**
 * The site's query client. The shell creates the only one (a remote running alone gets one
 * from its dev host); remotes only use hooks. Data stays fresh for 30 s, no refetch storms
 * on window focus, mutations never retry.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
  if (typeof window !== 'undefined') {
    const id = Math.random().toString(36).slice(2, 10);
    window.__QUERY_CLIENT_IDS__ = [...(window.__QUERY_CLIENT_IDS__ ?? []), id];
  }
  return client;
}
