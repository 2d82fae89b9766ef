import { describe, expect, it } from '@jest/globals';
import { imagePreload, preloadLinks, type RemoteManifest } from './preload-links';

const manifest: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'PublicRoutes', assets: { js: { sync: ['7191.aa.js', '__federation_expose_PublicRoutes.bb.js'] } } },
    { name: 'LandingRoutes', assets: { js: { sync: ['landing.cc.js'] } } },
  ],
};

describe('preloadLinks', () => {
  it('preloads the remote entry and the exposed page module beside the manifest, not the manifest', () => {
    expect(preloadLinks('http://127.0.0.1:3101/mf-manifest.json', manifest)).toBe(
      '<link rel="preload" href="http://127.0.0.1:3101/remoteEntry.js" as="script">' +
        '<link rel="preload" href="http://127.0.0.1:3101/7191.aa.js" as="script">' +
        '<link rel="preload" href="http://127.0.0.1:3101/__federation_expose_PublicRoutes.bb.js" as="script">',
    );
  });

  it('follows an explicit public path and entry folder', () => {
    const links = preloadLinks('https://cdn.example/public/mf-manifest.json', {
      ...manifest,
      metaData: { publicPath: 'https://static.example/p/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
    });
    expect(links).toContain('href="https://static.example/p/entry/remoteEntry.js"');
    expect(links).toContain('href="https://static.example/p/7191.aa.js"');
    expect(links).not.toContain('landing');
  });
});

describe('imagePreload', () => {
  it('preloads the WebP source of the first high-priority picture, with its sizes', () => {
    const html =
      '<header><img src="/logo.svg" alt=""></header><picture style="display:contents"><source type="image/webp" srcSet="/u/a.w400.webp 400w, /u/a.w800.webp 800w" sizes="(min-width: 600px) 50vw, 100vw"/>' +
      '<img src="/u/a.card.jpg" width="840" height="560" alt="Kia EV6 2025" loading="eager" fetchPriority="high"/></picture>' +
      '<picture><source type="image/webp" srcSet="/u/b.w400.webp 400w"/><img src="/u/b.card.jpg" loading="eager" alt=""/></picture>';
    expect(imagePreload(html)).toBe(
      '<link rel="preload" as="image" type="image/webp" imagesrcset="/u/a.w400.webp 400w, /u/a.w800.webp 800w" imagesizes="(min-width: 600px) 50vw, 100vw" fetchpriority="high">',
    );
  });

  it('preloads a plain image by its src, and nothing on a page without a high-priority image', () => {
    expect(
      imagePreload(
        '<picture><source type="image/webp" srcSet="/u/x.webp 400w"/><img src="/u/x.jpg" alt=""/></picture><img src="/u/old.jpg?a=1&amp;b=2" fetchPriority="high" alt="">',
      ),
    ).toBe('<link rel="preload" as="image" href="/u/old.jpg?a=1&amp;b=2" fetchpriority="high">');
    expect(imagePreload('<main><img src="/u/x.jpg" loading="lazy" alt=""></main>')).toBe('');
  });
});
