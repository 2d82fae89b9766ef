import { describe, expect, it } from '@jest/globals';
import { preloadLinks, type RemoteManifest } from './preload-links';

const manifest: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'PublicRoutes', assets: { js: { sync: ['7191.aa.js', '__federation_expose_PublicRoutes.bb.js'] } } },
    { name: 'LandingRoutes', assets: { js: { sync: ['landing.cc.js'] } } },
  ],
};

describe('preloadLinks', () => {
  it('preloads the manifest, the remote entry and the exposed page module beside the manifest', () => {
    expect(preloadLinks('http://127.0.0.1:3101/mf-manifest.json', manifest)).toBe(
      '<link rel="preload" href="http://127.0.0.1:3101/mf-manifest.json" as="fetch" crossorigin="anonymous">'
      + '<link rel="preload" href="http://127.0.0.1:3101/remoteEntry.js" as="script">'
      + '<link rel="preload" href="http://127.0.0.1:3101/7191.aa.js" as="script">'
      + '<link rel="preload" href="http://127.0.0.1:3101/__federation_expose_PublicRoutes.bb.js" as="script">',
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
