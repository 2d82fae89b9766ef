// What a JavaScript chunk is made of: its source map's mappings attribute each byte of the
// minified file to a source file, grouped here by package (node_modules/<name>, a workspace
// folder, the webpack/federation runtime). Used to label the biggest chunks of a first visit.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one base64 VLQ segment into its numbers. */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) return values;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The package a source path belongs to: "webpack://<uniqueName>/<path relative to the build's context>". */
export function packageOf(source) {
  const m = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source);
  const namespace = m ? m[1] : '';
  const s = (m ? m[2] : source).replace(/\?.*$/, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = s.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (/^(?:webpack\/|\(webpack\))/.test(s)) return 'webpack/federation runtime';
  const workspace = /(?:^|\/)(shell|mfe-(?:public|dealer|admin|billing)|shared-(?:ui|auth|contracts))\//.exec(s);
  if (workspace) return workspace[1];
  // A file of the app being built (paths relative to its folder): the app, from its uniqueName.
  if (s.startsWith('./') && namespace) return namespace.replace(/_/g, '-');
  return s.split('/')[0] || 'other';
}

/**
 * Bytes of `code` per package, from its source map.
 * @param {string} code the minified file
 * @param {{ sources: string[], mappings: string, sourceRoot?: string }} map
 * @returns {Array<[string, number]>} packages by bytes, largest first
 */
export function bytesByPackage(code, map) {
  const owners = map.sources.map((s) => packageOf(`${map.sourceRoot ?? ''}${s}`));
  const totals = new Map();
  const add = (name, n) => totals.set(name, (totals.get(name) ?? 0) + n);
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  let source = 0;
  for (let i = 0; i < lines.length; i++) {
    // Columns count UTF-16 units; close enough to bytes for shares of a minified file.
    const lineLength = lines[i].length + (i < lines.length - 1 ? 1 : 0);
    const segments = (mapLines[i] ?? '').split(',').filter(Boolean);
    let column = 0;
    let last = { column: 0, owner: 'unmapped' };
    for (const segment of segments) {
      const v = decodeSegment(segment);
      column += v[0] ?? 0;
      if (v.length >= 4) source += v[1];
      add(last.owner, Math.max(0, column - last.column));
      last = { column, owner: v.length >= 4 ? (owners[source] ?? 'unmapped') : 'unmapped' };
    }
    add(last.owner, Math.max(0, lineLength - last.column));
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** "@mui/material 71%, @mui/system 12%, ..." for the packages above 5 % of the chunk. */
export function describeOwners(byPackage) {
  const total = byPackage.reduce((n, [, b]) => n + b, 0) || 1;
  const big = byPackage.filter(([name, b]) => b / total >= 0.05 && name !== 'unmapped');
  if (!big.length) return byPackage[0]?.[0] ?? '?';
  return big
    .slice(0, 4)
    .map(([name, b]) => `${name} ${Math.round((100 * b) / total)}%`)
    .join(', ');
}
