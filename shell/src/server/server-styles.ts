// Emotion's styles of server-rendered pages, compiled once per server instead of once per render:
// one emotion cache lives across renders (emotion's "advanced" server rendering, @emotion/server),
// so a style every page uses is compiled by stylis the first time only and no render writes a
// <style> element into its markup; after a render, the styles its markup names are read from the
// cache into <style> elements for the page's head (the browser's emotion takes them over as its own,
// boot/server-styles.ts). A new cache starts when the old one holds MAX_STYLES, so styles made of
// changing values cannot grow it without end.
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

const MAX_STYLES = 5000;

interface StyleCache {
  cache: EmotionCache;
  server: ReturnType<typeof createEmotionServer>;
}

let current: StyleCache | undefined;

function newStyleCache(): StyleCache {
  const cache = createCache({ key: 'css' });
  // Sets cache.compat: styles are kept in the cache, never written into the markup.
  return { cache, server: createEmotionServer(cache) };
}

/** The cache of the next render (give it to emotion's CacheProvider) and, after the render, its styles. */
export function serverStyles(): { cache: EmotionCache; styleTags: (html: string) => string } {
  if (!current || Object.keys(current.cache.inserted).length >= MAX_STYLES) current = newStyleCache();
  const { cache, server } = current;
  return {
    cache,
    /** The <style> elements of the global styles and of every style `html` names, for the head. */
    styleTags: (html) => server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)),
  };
}
