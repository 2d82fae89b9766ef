import { createContext, useContext } from 'react';

/**
 * Origin of the site (`https://leasemarket.example`) for absolute URLs in a page's head
 * (canonical link, structured data). The shell provides it: on the server from PUBLIC_SITE_URL
 * or the request, in the browser the same value (so hydration matches).
 */
export const SiteOriginContext = createContext<string>('');

/** The site's origin: the provided one, else the browser's location. */
export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  if (provided) return provided;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
