// Whether a build is missing or stale, decided from file times: a build is fresh when its
// output (index.html, and mf-manifest.json for a federated app) is newer than every input file:
// the app's src/ and public/ (tests aside), its webpack config and package.json, the shared packages' src/,
// scripts/webpack/ and package-lock.json. BENCH_BUILD=always rebuilds, BENCH_BUILD=never uses
// what is there. Webpack leaves an output file untouched when its content did not change, so
// after a build it runs the bench touches the outputs (markBuilt) to record that they are current.
import fs from 'node:fs';
import path from 'node:path';

export const APPS = ['shell', 'mfe-public', 'mfe-dealer', 'mfe-admin', 'mfe-billing'];
const SHARED_INPUTS = [
  'shared-ui/src',
  'shared-auth/src',
  'shared-contracts/src',
  'scripts/webpack',
  'package-lock.json',
];
const SKIP = new Set(['node_modules', 'dist', '.data']);

/** The newest file under the given paths (files or folders): { time, file }. */
function newest(root, paths) {
  let best = { time: 0, file: '' };
  const visit = (abs) => {
    let stat;
    try {
      stat = fs.statSync(abs);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs)) if (!SKIP.has(name)) visit(path.join(abs, name));
    } else if (stat.mtimeMs > best.time && !/\.test\.[cm]?[jt]sx?$/.test(abs)) {
      best = { time: stat.mtimeMs, file: path.relative(root, abs) };
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return best;
}

/**
 * Why the build in `distDir` must be (re)made, or undefined when it is fresh.
 * @param {string} root repository root
 * @param {string} distDir output folder (absolute)
 * @param {string[]} outputs files of distDir that every build writes
 * @param {string[]} inputs paths (relative to root) whose files the build reads
 */
export function staleReason(root, distDir, outputs, inputs) {
  const mode = process.env.BENCH_BUILD ?? 'auto';
  if (mode === 'always') return 'BENCH_BUILD=always';
  let built = Infinity;
  // A missing build is made even with BENCH_BUILD=never: there is nothing to measure without it.
  for (const out of outputs) {
    const file = path.join(distDir, out);
    if (!fs.existsSync(file)) return `${path.relative(root, file)} is missing`;
    built = Math.min(built, fs.statSync(file).mtimeMs);
  }
  if (mode === 'never') return undefined;
  const input = newest(root, inputs);
  if (input.time > built) return `${input.file} is newer than ${path.relative(root, distDir)}`;
  return undefined;
}

/** Records that the build in distDir was just made from the current sources. */
export function markBuilt(distDir, outputs) {
  const now = new Date();
  for (const out of outputs) {
    const file = path.join(distDir, out);
    if (fs.existsSync(file)) fs.utimesSync(file, now, now);
  }
}

export const APP_OUTPUTS = ['index.html', 'mf-manifest.json'];
export const appDist = (root, app) => path.join(root, app, 'dist');

/** For each federated app, why its dist must be rebuilt (empty when every build is fresh). */
export function staleApps(root) {
  const reasons = [];
  for (const app of APPS) {
    const inputs = [
      `${app}/src`,
      `${app}/public`,
      `${app}/webpack.config.cjs`,
      `${app}/package.json`,
      ...SHARED_INPUTS,
    ];
    const reason = staleReason(root, appDist(root, app), APP_OUTPUTS, inputs);
    if (reason) reasons.push(`${app}: ${reason}`);
  }
  return reasons;
}

/** Inputs of the single-bundle build: the shell and mfe-public sources and the bench's own config. */
export const SINGLE_BUNDLE_INPUTS = [
  'shell/src',
  'shell/public',
  'mfe-public/src',
  'mfe-public/webpack.config.cjs',
  'scripts/bench/single-bundle',
  ...SHARED_INPUTS,
];
