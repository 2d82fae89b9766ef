/** The parts of a remote's mf-manifest.json the preload links need. */
export interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link rel="preload">` elements for what the browser fetches first to hydrate a public page:
 * the public remote's manifest, its entry and the chunks of the exposed module (`expose`),
 * so they download while the shell's own scripts start instead of one after another.
 */
export function preloadLinks(manifestUrl: string, manifest: RemoteManifest, expose = 'PublicRoutes'): string {
  const publicPath = manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto'
    ? new URL(manifest.metaData.publicPath, manifestUrl).href
    : new URL('.', manifestUrl).href;
  const asset = (file: string) => new URL(file, publicPath).href;
  const entry = manifest.metaData.remoteEntry;
  const scripts = [
    asset(`${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`),
    ...(manifest.exposes.find((e) => e.name === expose)?.assets.js.sync ?? []).map(asset),
  ];
  // The runtime fetches the manifest in CORS mode; scripts are plain <script> elements.
  return [
    `<link rel="preload" href="${escapeAttr(manifestUrl)}" as="fetch" crossorigin="anonymous">`,
    ...scripts.map((src) => `<link rel="preload" href="${escapeAttr(src)}" as="script">`),
  ].join('');
}
