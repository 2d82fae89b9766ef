// Keeps the page cache in step with the API's listings: at most once a second, and only while
// pages are asked for, the shell reads the API's listings version (GET /api/listings/version,
// the number the API's own search cache is keyed by) without making the visitor wait; a new
// number drops every cached page. An API that does not answer leaves the cache as it is: its
// pages expire on their own (SSR_CACHE_TTL_MS + SSR_CACHE_STALE_MS).

export const VERSION_PATH = '/api/listings/version';
const CHECK_EVERY_MS = 1000;

/**
 * @param {{ nextApiOrigin: () => string, cache: { setVersion: (v: number) => void }, settings: { upstreamHeadersTimeoutMs: number } }} options
 */
export function createListingsVersionWatch({ nextApiOrigin, cache, settings }) {
  let checkedAt = -Infinity;
  let running = false;
  return {
    /** Starts a read of the version when the last one is a second old (never waits for it). */
    check() {
      if (running || Date.now() - checkedAt < CHECK_EVERY_MS) return;
      running = true;
      fetch(`${nextApiOrigin()}${VERSION_PATH}`, { signal: AbortSignal.timeout(settings.upstreamHeadersTimeoutMs) })
        .then(async (answer) => {
          if (!answer.ok) return;
          const { data } = await answer.json();
          const version = data?.version;
          if (typeof version === 'number') cache.setVersion(version);
        })
        .catch(() => {
          /* the pages expire on their own */
        })
        .finally(() => {
          running = false;
          checkedAt = Date.now();
        });
    },
  };
}
