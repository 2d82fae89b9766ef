/** File name of every remote's browser entry (scripts/webpack/create-config.cjs `filename`). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The browser entry a remote is loaded through: `remoteEntry.js` beside the `mf-manifest.json`
 * that config.json names (a URL that names a script is used as it is). The shell's runtime is
 * built without the manifest (snapshot) code, so it loads the entry script directly; the server
 * still reads the manifest for the page's preload links.
 */
export function remoteEntryUrl(configured: string): string {
  const match = /^(.*?)[^/?#]*\.json([?#].*)?$/.exec(configured);
  return match ? `${match[1]}${REMOTE_ENTRY_FILE}${match[2] ?? ''}` : configured;
}
