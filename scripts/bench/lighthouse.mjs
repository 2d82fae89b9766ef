// Lighthouse 12 on one page, the default config: mobile form factor, simulated throttling
// (slow 4G, 4x CPU slowdown). Chromium is /usr/bin/chromium (CHROME_PATH/CHROMIUM_PATH)
// started by chrome-launcher with a fresh temporary profile for every run.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './first-visit.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run; the figures the bench prints, or { error }. `saveAs`: where to write the JSON report. */
export async function lighthouseRun(url, register, saveAs) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const kill = () => chrome.kill();
  register(kill);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
    });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'no result' };
    if (saveAs && typeof result.report === 'string') {
      fs.mkdirSync(path.dirname(saveAs), { recursive: true });
      fs.writeFileSync(saveAs, result.report);
    }
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      version: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent,
      warnings: lhr.runWarnings ?? [],
      failed: failedAudits(lhr),
    };
  } finally {
    await kill();
  }
}

/** Titles of the failing audits of the non-performance categories (what to fix for 95+). */
function failedAudits(lhr) {
  const out = {};
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    out[id] = refs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => lhr.audits[ref.id].title);
  }
  return out;
}

export const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};
