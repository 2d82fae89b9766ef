// The last lease search this tab showed (its /listings URL with filters, sort and page), so
// "Back to search" on a deal page returns to it. Kept in sessionStorage: one tab's journey.
import { useEffect, useState } from 'react';
import { paths } from '../config/paths';

const KEY = 'leasemarket.lastSearch';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked (privacy settings)
  }
}

/** Remembers `href` (a /listings URL) as the tab's last search. */
export function useRememberSearch(href: string) {
  useEffect(() => {
    try {
      storage()?.setItem(KEY, href);
    } catch {
      // full or blocked: Back to search then opens the plain search
    }
  }, [href]);
}

/** The last search's URL; plain /listings on the server, during hydration and when none was made. */
export function useLastSearchHref(): string {
  // Read after the first render: the server's HTML (and the hydrating render) link plain /listings.
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => setStored(storage()?.getItem(KEY) ?? null), []);
  const base = paths.listings.getHref();
  return stored && (stored === base || stored.startsWith(`${base}?`)) ? stored : base;
}
