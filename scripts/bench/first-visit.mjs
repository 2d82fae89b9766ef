// First visit of one page in Chromium (playwright-core driving /usr/bin/chromium, a fresh
// browser context per visit: empty cache, no storage). Every JavaScript response is counted
// through the DevTools protocol: its decoded body (raw bytes, and gzip -9 of it computed here,
// so the figure does not depend on what the server sends) and the bytes that crossed the
// network (Network.loadingFinished encodedDataLength: body as sent plus response headers).
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { bytesByPackage, describeOwners } from './source-map-owners.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// The e2e suite's flags (e2e/playwright.config.ts).
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const QUIET_MS = 2000;
const MAX_WAIT_MS = 60_000;

export function launchChromium() {
  // The bench's own Ctrl-C handling closes it (processes.mjs), after the servers' cleanup is queued.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

const isJavaScript = (r) => r.type === 'Script' || /javascript|ecmascript/i.test(r.mimeType ?? '');

/** Resolves once no request has been in flight for QUIET_MS after the load event. */
async function networkQuiet(requests) {
  const deadline = Date.now() + MAX_WAIT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = [...requests.values()].some((r) => !r.done);
    const lastStart = Math.max(0, ...[...requests.values()].map((r) => r.started));
    if (busy || lastStart > quietSince) quietSince = Date.now();
    if (Date.now() - quietSince >= QUIET_MS) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * Loads `url` once and returns every JavaScript file it downloaded.
 * @returns {Promise<{ url: string, title: string, heading: string, settled: boolean, html?: ReturnType<typeof htmlFigures>, files: Array<{ url: string, status: number, raw: number, gzip: number, transferred: number, encoding: string, body: string }>, failed: string[] }>}
 */
export async function firstVisit(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    const bodies = [];
    const failed = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      requests.set(e.requestId, { url: e.request.url, type: e.type, started: Date.now(), done: false });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.type = e.type;
      r.mimeType = e.response.mimeType;
      r.status = e.response.status;
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      r.encoding = headers['content-encoding'] || 'identity';
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.transferred = e.encodedDataLength;
      if (isJavaScript(r) || r.type === 'Document') {
        bodies.push(
          cdp
            .send('Network.getResponseBody', { requestId: e.requestId })
            .then(
              (b) => {
                r.body = b.base64Encoded ? Buffer.from(b.body, 'base64').toString('utf8') : b.body;
              },
              (error) => {
                r.bodyError = error.message;
              },
            )
            .finally(() => {
              r.done = true;
            }),
        );
      } else {
        r.done = true;
      }
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.done = true;
      r.failed = e.errorText;
      failed.push(`${r.url} (${e.errorText})`);
    });
    await cdp.send('Network.enable', { maxTotalBufferSize: 200_000_000, maxResourceBufferSize: 50_000_000 });
    await page.goto(url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
    const settled = await networkQuiet(requests);
    await Promise.all(bodies);
    const title = await page.title();
    // What the visitor sees, to tell a rendered page from an error or a spinner.
    const heading =
      (
        await page
          .locator('h1')
          .first()
          .textContent({ timeout: 5000 })
          .catch(() => null)
      )?.trim() ?? '(no h1)';
    const files = [...requests.values()]
      .filter((r) => isJavaScript(r) && !r.failed && r.body !== undefined)
      .map((r) => {
        const body = r.body;
        const bytes = Buffer.from(body, 'utf8');
        return {
          url: r.url,
          status: r.status,
          raw: bytes.length,
          gzip: zlib.gzipSync(bytes, { level: 9 }).length,
          transferred: r.transferred ?? 0,
          encoding: r.encoding ?? '?',
          body,
        };
      });
    const document = [...requests.values()].find((r) => r.type === 'Document' && r.body !== undefined);
    const html = document ? htmlFigures(document) : undefined;
    const unread = [...requests.values()]
      .filter((r) => isJavaScript(r) && r.bodyError)
      .map((r) => `${r.url} (body not readable: ${r.bodyError})`);
    return { url, title, heading, settled, files, html, failed: [...failed, ...unread] };
  } finally {
    await context.close();
  }
}

/**
 * The page's HTML: its size (raw, gzip -9, on the wire) and the inline scripts it carries
 * (code in <script> without src; JSON and JSON-LD data blocks aside), which no script response counts.
 */
function htmlFigures(document) {
  const bytes = Buffer.from(document.body, 'utf8');
  let inlineCount = 0;
  let inlineBytes = 0;
  for (const m of document.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs) || !m[2].trim()) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !/javascript|ecmascript|^module$/.test(type)) continue;
    inlineCount += 1;
    inlineBytes += Buffer.byteLength(m[2]);
  }
  return {
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    transferred: document.transferred ?? 0,
    encoding: document.encoding ?? '?',
    inlineCount,
    inlineBytes,
  };
}

/** Totals of a visit's files. */
export function totals(files) {
  return {
    count: files.length,
    raw: files.reduce((n, f) => n + f.raw, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    transferred: files.reduce((n, f) => n + f.transferred, 0),
  };
}

/** Bytes of a file by package, from its source map fetched next to it as DevTools would (null without one). */
export async function packagesOf(file) {
  const name = new URL(file.url).pathname;
  const mapRef = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(file.body)?.[1];
  const mapUrl = new URL(mapRef ?? `${name.split('/').pop()}.map`, file.url).href;
  try {
    const response = await fetch(mapUrl, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return null;
    return bytesByPackage(file.body, await response.json());
  } catch {
    return null;
  }
}

/** What a file holds: "react-dom 98%". */
export const describePackages = (byPackage) => (byPackage ? describeOwners(byPackage) : 'no source map');

/**
 * A visit's JavaScript by package: each file's raw and gzip bytes shared out by its source map
 * (gzip by the package's share of the file's raw bytes: an estimate, gzip is not additive).
 */
export function sumByPackage(files, owners) {
  const sums = new Map();
  files.forEach((file, i) => {
    const byPackage = owners[i] ?? [['(no source map)', file.raw]];
    const total = byPackage.reduce((n, [, b]) => n + b, 0) || 1;
    for (const [name, bytes] of byPackage) {
      const row = sums.get(name) ?? { raw: 0, gzip: 0, files: 0 };
      row.raw += (file.raw * bytes) / total;
      row.gzip += (file.gzip * bytes) / total;
      row.files += 1;
      sums.set(name, row);
    }
  });
  return [...sums].sort((a, b) => b[1].gzip - a[1].gzip);
}
