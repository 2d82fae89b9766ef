#!/usr/bin/env node
// `npm run bench:web` (and the second half of `npm run bench`): the figures of issue 26 for the
// public pages, each printed beside its target.
//   1. First-visit JavaScript of /, /listings and a deal page in Chromium (files, raw bytes,
//      gzip -9 computed here, bytes on the wire), per page, and the biggest chunks of /listings.
//   2. The same pages built as ONE application without Module Federation (single-bundle/),
//      and the federated/single-bundle ratio for /listings.
//   3. Lighthouse 12, mobile defaults, on the three pages: median of BENCH_LH_RUNS runs.
// It builds what is missing or stale (builds.mjs), starts its own site on 127.0.0.1 ports
// 3300-3305 and 4300 (bench-stack.mjs) with a fresh temporary database, and stops everything
// it started at the end, on Ctrl-C and on failure. PASS/FAIL marks never change the exit code;
// only a broken bench exits non-zero.
//
//   BENCH_WEB_PARTS  js,single,lighthouse (default all three)
//   BENCH_LH_RUNS    Lighthouse runs per page (default 3)
//   BENCH_BUILD      auto (default), always or never
//   BENCH_VERBOSE    1 prints the servers' output
//   BENCH_WEB_PORT_BASE, BENCH_WEB_SINGLE_PORT  other ports (bench-stack.mjs)
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL_URL, SINGLE_URL, PORTS, pickDealId, startSingleBundleServer, startStack } from './bench-stack.mjs';
import { APP_OUTPUTS, APPS, SINGLE_BUNDLE_INPUTS, appDist, markBuilt, staleApps, staleReason } from './builds.mjs';
import {
  CHROMIUM_PATH,
  describePackages,
  firstVisit,
  launchChromium,
  packagesOf,
  sumByPackage,
  totals,
} from './first-visit.mjs';
import { lighthouseRun, median } from './lighthouse.mjs';
import { cleanupAll, installSignalHandlers, onCleanup, runToEnd } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SINGLE_DIR = path.join(root, 'scripts/bench/single-bundle');
const SINGLE_DIST = path.join(SINGLE_DIR, 'dist');
const PARTS = new Set((process.env.BENCH_WEB_PARTS ?? 'js,single,lighthouse').split(',').map((s) => s.trim()));
// Ignored by git (.gitignore: .bench-data/); each run overwrites the reports of the one before.
const REPORTS_DIR = path.join(root, '.bench-data/web');
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));

// Issue 26: the first visit within 1.25 times the single bundle; Lighthouse performance >= 95, TBT
// <= 200 ms, CLS <= 0.1, the other categories 100.
const TARGET = { ratio: 1.25, performance: 95, score: 100, tbt: 200, cls: 0.1 };

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? 'PASS' : 'FAIL');
const ms = (n) => (Number.isFinite(n) ? `${Math.round(n).toLocaleString('en-US')} ms` : '-');
const secs = (n) => (Number.isFinite(n) ? `${(n / 1000).toFixed(1)} s` : '-');
const summary = [];

function appOf(url) {
  const port = Number(new URL(url).port);
  return Object.entries(PORTS).find(([, p]) => p === port)?.[0] ?? new URL(url).host;
}

function section(title) {
  console.log(`\n## ${title}\n`);
}

async function ensureBuilds() {
  section('Builds');
  const stale = staleApps(root);
  if (stale.length) {
    console.log(`Running \`npm run build\`: ${stale.join('; ')}.`);
    await runToEnd('npm run build', 'npm', ['run', 'build'], { cwd: root });
    for (const app of APPS) markBuilt(appDist(root, app), APP_OUTPUTS);
  } else {
    console.log(
      'The five app builds are fresh (each dist/index.html and mf-manifest.json newer than its sources, the shared packages, scripts/webpack and package-lock.json); not rebuilt.',
    );
  }
  if (!PARTS.has('single')) return;
  const reason = staleReason(root, SINGLE_DIST, ['index.html'], SINGLE_BUNDLE_INPUTS);
  if (reason) {
    console.log(`Building the single-bundle comparison (${reason}) into ${path.relative(root, SINGLE_DIST)}/ ...`);
    await runToEnd(
      'single-bundle build',
      process.execPath,
      [
        require_('webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--stats',
        'errors-warnings',
        '--config',
        path.join(SINGLE_DIR, 'webpack.config.cjs'),
      ],
      { cwd: root, env: { SINGLE_BUNDLE_DIST: SINGLE_DIST } },
    );
    markBuilt(SINGLE_DIST, ['index.html']);
  } else {
    console.log(`The single-bundle build (${path.relative(root, SINGLE_DIST)}) is fresh; not rebuilt.`);
  }
}

function require_(id) {
  return fileURLToPath(import.meta.resolve(id));
}

/** Prints one page's first visit and returns its totals. */
function printVisit(label, visit) {
  const t = totals(visit.files);
  const encodings = {};
  for (const f of visit.files) encodings[f.encoding] = (encodings[f.encoding] ?? 0) + 1;
  const byApp = {};
  for (const f of visit.files) {
    const app = appOf(f.url);
    byApp[app] ??= { count: 0, gzip: 0 };
    byApp[app].count += 1;
    byApp[app].gzip += f.gzip;
  }
  const h = visit.html;
  const html = h
    ? `${kb(h.raw)} / ${kb(h.gzip)} / ${kb(h.transferred)} ${h.encoding}${h.inlineCount ? `, ${h.inlineCount} inline script${h.inlineCount > 1 ? 's' : ''} ${kb(h.inlineBytes)}` : ''}`
    : '-';
  console.log(
    `| ${label} | ${t.count} | ${kb(t.raw)} | ${kb(t.gzip)} | ${kb(t.transferred)} | ${Object.entries(encodings)
      .map(([e, n]) => `${e} ×${n}`)
      .join(', ')} | ${Object.entries(byApp)
      .map(([a, v]) => `${a} ${v.count}/${kb(v.gzip)}`)
      .join(', ')} | ${html} | ${visit.heading.slice(0, 40)} |`,
  );
  return t;
}

function visitWarnings(visit) {
  if (!visit.settled)
    console.log(`  note: ${visit.url} kept the network busy for 60 s; figures are what had loaded by then.`);
  for (const f of visit.failed) console.log(`  note: failed request on ${visit.url}: ${f}`);
}

/** The biggest files of a visit and its JavaScript by package (from the files' source maps). */
function printBiggest(label, files, owners) {
  console.log(
    `\nBiggest JavaScript files of a first visit to ${label} (what each holds: its source map's bytes by package):\n`,
  );
  console.log('| file | server | raw | gzip -9 | on the wire | holds |');
  console.log('|---|---|---|---|---|---|');
  const order = files.map((f, i) => i).sort((a, b) => files[b].gzip - files[a].gzip);
  for (const i of order.slice(0, 12)) {
    const f = files[i];
    console.log(
      `| ${new URL(f.url).pathname} | ${appOf(f.url)} | ${kb(f.raw)} | ${kb(f.gzip)} | ${kb(f.transferred)} | ${describePackages(owners[i])} |`,
    );
  }
  console.log(
    `\nJavaScript of ${label} by package (each file's bytes shared out by its source map; gzip is the package's share of its files' gzip -9, an estimate):\n`,
  );
  console.log('| package | in files | raw | ≈ gzip |');
  console.log('|---|---|---|---|');
  for (const [name, row] of sumByPackage(files, owners).slice(0, 15))
    console.log(`| ${name} | ${row.files} | ${kb(row.raw)} | ${kb(row.gzip)} |`);
}

const VISIT_HEADER = [
  '| page | JS files | raw | gzip -9 | on the wire | content-encoding | by server: files/gzip | HTML raw / gzip -9 / on the wire (inline JS, not in the JS totals) | h1 rendered |',
  '|---|---|---|---|---|---|---|---|---|',
];

async function measureJs(browser, pages) {
  section('1. First-visit JavaScript (federated production builds)');
  console.log(
    `Chromium ${browser.version()} (${CHROMIUM_PATH}), a fresh browser context per page (empty cache and storage), page loaded then 2 s without network activity.`,
  );
  console.log(
    'Counted: every response Chromium treats as a script (shell, remotes, shared chunks). "gzip -9" is zlib level 9 of each decoded body computed by the bench (independent of the server);',
  );
  console.log(
    '"on the wire" is Network.loadingFinished encodedDataLength (body as sent + response headers). KB = 1,024 bytes.\n',
  );
  console.log(VISIT_HEADER.join('\n'));
  const visits = {};
  for (const [label, url] of pages) {
    const visit = await firstVisit(browser, url);
    visits[label] = { visit, totals: printVisit(label, visit) };
  }
  for (const { visit } of Object.values(visits)) visitWarnings(visit);
  const listings = visits['/listings'];
  printBiggest('/listings', listings.visit.files, await Promise.all(listings.visit.files.map(packagesOf)));
  const gz = listings.totals.gzip;
  summary.push(['First-visit JS, /listings (gzip -9, all files)', kb(gz), 'smaller is better', '']);
  for (const [label, { totals: t }] of Object.entries(visits)) {
    summary.push([
      `First-visit JS ${label}: files / raw / on the wire`,
      `${t.count} / ${kb(t.raw)} / ${kb(t.transferred)}`,
      'smaller is better',
      '',
    ]);
  }
  return visits;
}

async function measureSingleBundle(browser, pages, federated) {
  section('2. Federated vs single bundle');
  await startSingleBundleServer(root, SINGLE_DIST);
  console.log(
    `The same public pages built as one application without Module Federation (scripts/bench/single-bundle: shell layout + mfe-public routes imported directly,`,
  );
  console.log(
    `the shell's webpack config from scripts/webpack/create-config.cjs without the federation plugin), served on ${SINGLE_URL}, measured like section 1.`,
  );
  console.log(
    `Each page is the HTML the federated shell renders on the server for it (markup, styles and data), its scripts swapped for the single bundle's (single-bundle/serve.mjs):`,
  );
  console.log(`both builds hydrate the same page from the same data, so neither asks the API on load.\n`);
  console.log(VISIT_HEADER.join('\n'));
  const single = {};
  for (const [label, url] of pages) {
    const visit = await firstVisit(browser, url.replace(SHELL_URL, SINGLE_URL));
    single[label] = { visit, totals: printVisit(`${label} (single bundle)`, visit) };
  }
  for (const { visit } of Object.values(single)) visitWarnings(visit);
  const files = single['/listings'].visit.files;
  printBiggest('/listings (single bundle)', files, await Promise.all(files.map(packagesOf)));
  console.log('\n| page | federated gzip | single-bundle gzip | federated / single | target |');
  console.log('|---|---|---|---|---|');
  for (const [label] of pages) {
    const f = federated?.[label]?.totals.gzip;
    const s = single[label].totals.gzip;
    const ratio = f ? f / s : NaN;
    console.log(
      `| ${label} | ${f ? kb(f) : '-'} | ${kb(s)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'} | <= ${TARGET.ratio.toFixed(2)} ${Number.isFinite(ratio) ? mark(ratio <= TARGET.ratio) : ''} |`,
    );
    if (label === '/listings') {
      summary.push(['Single-bundle JS, /listings (gzip -9)', kb(s), 'reference', '']);
      summary.push([
        'Federated / single bundle, /listings',
        Number.isFinite(ratio) ? ratio.toFixed(2) : '-',
        `<= ${TARGET.ratio.toFixed(2)}`,
        Number.isFinite(ratio) ? mark(ratio <= TARGET.ratio) : 'not measured',
      ]);
    }
  }
}

async function measureLighthouse(pages) {
  section(`3. Lighthouse (mobile, default throttling), median of ${LH_RUNS} run${LH_RUNS > 1 ? 's' : ''} per page`);
  const runs = Object.fromEntries(pages.map(([label]) => [label, []]));
  // Pages in turn, so a busy moment on the shared cores does not land on one page only.
  for (let i = 0; i < LH_RUNS; i++) {
    for (const [label, url] of pages) {
      const started = Date.now();
      const slug =
        label
          .replace(/\{id\}/, 'deal')
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/^-|-$/g, '') || 'home';
      const report = path.join(REPORTS_DIR, `lighthouse-${slug}-${i + 1}.json`);
      let run = await lighthouseRun(url, onCleanup, report);
      if (run.error) {
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): one more try.
        process.stdout.write(`  run ${i + 1}/${LH_RUNS} ${label}: error ${run.error}; trying once more\n`);
        run = await lighthouseRun(url, onCleanup, report);
      }
      runs[label].push(run);
      process.stdout.write(
        `  run ${i + 1}/${LH_RUNS} ${label}: ${run.error ? `error ${run.error}` : `performance ${run.performance}, LCP ${secs(run.lcp)}, TBT ${ms(run.tbt)}, CLS ${run.cls.toFixed(3)}`} (${Math.round((Date.now() - started) / 1000)} s)\n`,
      );
    }
  }
  const any = Object.values(runs)
    .flat()
    .find((r) => !r.error);
  if (any) {
    console.log(
      `\nLighthouse ${any.version}, ${any.userAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} at ${process.env.CHROME_PATH || CHROMIUM_PATH}, default config (mobile: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown),`,
    );
    console.log(
      `a fresh Chromium profile per run. benchmarkIndex (this machine's CPU speed, as Lighthouse measured it): ${Object.values(
        runs,
      )
        .flat()
        .filter((r) => !r.error)
        .map((r) => Math.round(r.benchmarkIndex))
        .join(', ')}.\n`,
    );
  }
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | FCP |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [label] of pages) {
    const ok = runs[label].filter((r) => !r.error);
    const m = (key) => median(ok.map((r) => r[key]));
    const row = {
      performance: m('performance'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      seo: m('seo'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      fcp: m('fcp'),
    };
    const score = (v, target) => (Number.isFinite(v) ? `${v} ${mark(v >= target)}` : '-');
    console.log(
      `| ${label} | ${score(row.performance, TARGET.performance)} | ${score(row.accessibility, TARGET.score)} | ${score(row.bestPractices, TARGET.score)} | ${score(row.seo, TARGET.score)} | ${secs(row.lcp)} | ${ms(row.tbt)} | ${Number.isFinite(row.cls) ? `${row.cls.toFixed(3)} ${mark(row.cls <= TARGET.cls)}` : '-'} | ${secs(row.fcp)} |`,
    );
    const all = Number.isFinite(row.performance);
    summary.push([
      `Lighthouse ${label}: performance`,
      all ? String(row.performance) : '-',
      `>= ${TARGET.performance}`,
      all ? mark(row.performance >= TARGET.performance) : 'not measured',
    ]);
    summary.push([
      `Lighthouse ${label}: accessibility / best practices / SEO`,
      all ? `${row.accessibility} / ${row.bestPractices} / ${row.seo}` : '-',
      `each >= ${TARGET.score}`,
      all ? mark(Math.min(row.accessibility, row.bestPractices, row.seo) >= TARGET.score) : 'not measured',
    ]);
    summary.push([
      `Lighthouse ${label}: LCP / TBT / CLS`,
      all ? `${secs(row.lcp)} / ${ms(row.tbt)} / ${row.cls.toFixed(3)}` : '-',
      `TBT <= ${TARGET.tbt} ms, CLS <= ${TARGET.cls}`,
      all ? mark(row.tbt <= TARGET.tbt && row.cls <= TARGET.cls) : 'not measured',
    ]);
    if (ok.length < runs[label].length)
      console.log(
        `  note: ${runs[label].length - ok.length} run(s) of ${label} failed: ${runs[label]
          .filter((r) => r.error)
          .map((r) => r.error)
          .join('; ')}`,
      );
  }
  console.log(
    `\nFull reports (JSON, the Lighthouse viewer opens them): ${path.relative(root, REPORTS_DIR)}/lighthouse-*.json`,
  );
  console.log('\nFailing audits (last run of each page), what keeps accessibility, best practices and SEO below 100:');
  let none = true;
  for (const [label] of pages) {
    const last = runs[label].filter((r) => !r.error).at(-1);
    for (const [category, titles] of Object.entries(last?.failed ?? {})) {
      if (!titles.length) continue;
      none = false;
      console.log(`  ${label} ${category}: ${titles.join('; ')}`);
    }
  }
  if (none) console.log('  none.');
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `not found at ${CHROMIUM_PATH}`;
  }
}

async function main() {
  const started = Date.now();
  console.log(`# Web bench (issue 26), ${new Date().toISOString()}`);
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPU cores (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}), ${chromiumVersion()}. Parts: ${[...PARTS].join(', ')}.`,
  );
  await ensureBuilds();

  section('Site under test');
  await startStack(root);
  const dealId = await pickDealId();
  const pages = [
    ['/', `${SHELL_URL}/`],
    ['/listings', `${SHELL_URL}/listings`],
    ['/viewListings/{id}', `${SHELL_URL}/viewListings/${dealId}`],
  ];
  console.log(
    `API on 127.0.0.1:${PORTS.api} (fresh temporary PGlite database, demo data), shell ${SHELL_URL}, remotes on ports ${PORTS['mfe-public']}-${PORTS['mfe-billing']} (shell/server/serve.mjs, production builds).`,
  );
  console.log(`Deal page: /viewListings/${dealId} (the first public demo deal of GET /api/listings).`);

  let federated;
  if (PARTS.has('js') || PARTS.has('single')) {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    if (PARTS.has('js')) federated = await measureJs(browser, pages);
    if (PARTS.has('single')) await measureSingleBundle(browser, pages, federated);
    await browser.close();
  }
  if (PARTS.has('lighthouse')) await measureLighthouse(pages);

  section('Summary: issue 26 targets');
  console.log('| figure | measured | target | |');
  console.log('|---|---|---|---|');
  for (const row of summary) console.log(`| ${row.join(' | ')} |`);
  console.log(
    `\nweb bench: done in ${Math.round((Date.now() - started) / 1000)} s (PASS/FAIL marks do not change the exit code).`,
  );
}

installSignalHandlers();
const guard = setTimeout(() => {
  console.error('web bench: 45 min time limit reached, stopping');
  cleanupAll().finally(() => process.exit(2));
}, 45 * 60_000);
guard.unref();

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`\nweb bench failed: ${process.env.BENCH_VERBOSE ? error.stack : (error.message ?? error)}`);
  exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(exitCode);
