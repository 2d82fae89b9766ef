// A short cache of server-rendered pages for anonymous visitors, keyed by URL (path and query):
// a page is answered as it is for `ttlMs`, then for `staleMs` more while one render refreshes
// it in the background (stale-while-revalidate); visitors asking for a page not in the cache at
// the same moment share one render. Everything is dropped when the API's listings version moves
// (setVersion), as the API's own search cache is. Only pages are kept (200, 404, redirects),
// never a failure. Each entry also keeps its compressed bodies, made once.

/**
 * @param {{ ttlMs: number, staleMs: number, maxEntries: number, now?: () => number }} options
 */
export function createPageCache({ ttlMs, staleMs, maxEntries, now = Date.now }) {
  /** @type {Map<string, { page: object, storedAt: number, bodies: Map<string, Buffer> }>} */
  const entries = new Map();
  const inFlight = new Map();
  let version;
  /** Moves each time the pages are dropped: a render started before it is not stored. */
  let generation = 0;

  const store = (key, page) => {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
    const entry = { page, storedAt: now(), bodies: new Map() };
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  /** Renders `key` once, however many ask at once; a page (not a failure) is stored. */
  const refresh = (key, render) => {
    let running = inFlight.get(key);
    if (!running) {
      const at = generation;
      running = render()
        .then((outcome) => (outcome?.failed || !outcome || at !== generation ? { page: outcome } : store(key, outcome)))
        .finally(() => inFlight.delete(key));
      inFlight.set(key, running);
    }
    return running;
  };

  return {
    enabled: ttlMs > 0,

    /** The listings version the pages were rendered at; a new one drops them all. */
    setVersion(next) {
      if (version !== undefined && next !== version) {
        entries.clear();
        generation += 1;
      }
      version = next;
    },

    /**
     * The page for `key` and how it was found: `fresh`, `stale` (a refresh runs) or `miss`
     * (rendered now). `render` resolves to a page, `{ failed }` or undefined (never stored).
     * @returns {Promise<{ entry: { page: any, bodies?: Map<string, Buffer> }, state: 'fresh' | 'stale' | 'miss' }>}
     */
    async get(key, render) {
      const hit = entries.get(key);
      const age = hit ? now() - hit.storedAt : Infinity;
      if (age < ttlMs) return { entry: hit, state: 'fresh' };
      if (age < ttlMs + staleMs) {
        refresh(key, render).catch(() => {
          /* the next visitor tries again */
        });
        return { entry: hit, state: 'stale' };
      }
      return { entry: await refresh(key, render), state: 'miss' };
    },

    get size() {
      return entries.size;
    },
  };
}
