import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** On every path or hash change: scroll to the top, or to the hash's element after 100 ms. */
export function ScrollManager(): null {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
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
