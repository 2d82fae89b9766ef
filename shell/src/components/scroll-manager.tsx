import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every path or hash change: scroll to the top, or to the hash's element after 100 ms. The
 * page the browser opened keeps its scroll position: a visitor may have scrolled the
 * server-rendered page before it hydrated (a jump back to the top would put another element under
 * their tap), and a reload restores where they were.
 */
export function ScrollManager(): null {
  const { pathname, hash } = useLocation();
  const landing = useRef<string | undefined>(pathname);
  useEffect(() => {
    if (pathname !== landing.current) landing.current = undefined;
    if (!hash) {
      if (landing.current === undefined) window.scrollTo(0, 0);
      return undefined;
    }
    const timer = window.setTimeout(() => {
      const id = decodeURIComponent(hash.slice(1));
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, 100);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
