/** The parts of a remote's mf-manifest.json the preload links need. */
export interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link rel="preload">` elements for what the browser fetches first to hydrate a public page:
 * the public remote's entry and the chunks of the exposed module (`expose`), read from its
 * manifest, so they download while the shell's own scripts start instead of one after another.
 * The browser never fetches the manifest itself (shell/src/federation/remote-entry.ts).
 */
export function preloadLinks(manifestUrl: string, manifest: RemoteManifest, expose = 'PublicRoutes'): string {
  const publicPath =
    manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto'
      ? new URL(manifest.metaData.publicPath, manifestUrl).href
      : new URL('.', manifestUrl).href;
  const asset = (file: string) => new URL(file, publicPath).href;
  const entry = manifest.metaData.remoteEntry;
  const scripts = [
    asset(`${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`),
    ...(manifest.exposes.find((e) => e.name === expose)?.assets.js.sync ?? []).map(asset),
  ];
  // The runtime loads them as plain <script> elements (no crossorigin attribute).
  return scripts.map((src) => `<link rel="preload" href="${escapeAttr(src)}" as="script">`).join('');
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * `<link rel="preload" as="image">` for the page's largest paint: the first `<img>` the page
 * marks `fetchpriority="high"` (the deal's picture), so the browser
 * asks for it with the head instead of when the parser reaches it. Inside a `<picture>`, the
 * WebP `<source>`'s srcset and sizes, so the preload picks the very file the picture will;
 * '' when the page has no such image. `html` is React's output (attributes already escaped).
 */
export function imagePreload(html: string): string {
  const img = /<img\s[^>]*fetchpriority="high"[^>]*>/i.exec(html);
  if (!img) return '';
  const before = html.slice(0, img.index);
  const pictureAt = before.lastIndexOf('<picture');
  const inPicture = pictureAt >= 0 && !before.slice(pictureAt).includes('</picture>');
  const webp = inPicture ? /<source\s[^>]*type="image\/webp"[^>]*>/i.exec(before.slice(pictureAt))?.[0] : undefined;
  const srcset = webp && attr(webp, 'srcset');
  if (webp && srcset) {
    const sizes = attr(webp, 'sizes');
    return `<link rel="preload" as="image" type="image/webp" imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
  }
  const src = attr(img[0], 'src');
  if (!src) return '';
  const imgSrcset = attr(img[0], 'srcset');
  const imgSizes = attr(img[0], 'sizes');
  return `<link rel="preload" as="image" href="${src}"${imgSrcset ? ` imagesrcset="${imgSrcset}"` : ''}${imgSizes ? ` imagesizes="${imgSizes}"` : ''} fetchpriority="high">`;
}
