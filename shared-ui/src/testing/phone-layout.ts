// The phone layout for component tests: jsdom has no matchMedia, so useMediaQuery never matches.
import { afterAll, beforeAll } from '@jest/globals';

/**
 * Call inside a describe: while its tests run, every max-width media query matches (the layout
 * below each breakpoint, e.g. ResponsiveTable's cards), then matchMedia is restored.
 */
export function withPhoneLayout(): void {
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = original;
  });
}
