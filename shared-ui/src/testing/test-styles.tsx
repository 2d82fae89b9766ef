import { useState, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * Where a test's component CSS goes. `'detached'` (the render helpers' default): a node outside the
 * document, so jsdom's getComputedStyle, called for every element an accessible-name lookup visits
 * (every role query), need not match each of MUI's rules; that was most of the component tests'
 * CPU time. A test that asserts a computed style asks for `'document'`.
 */
export type TestStyles = 'detached' | 'document';

/** The components' emotion cache for one rendered test tree (see TestStyles). */
export function TestStylesProvider({ styles, children }: { styles: TestStyles; children: ReactNode }) {
  const [cache] = useState(() =>
    createCache({ key: 'test', container: styles === 'detached' ? document.createElement('div') : document.head }),
  );
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
