// Runs the Playwright journeys against the production builds (npm run build first).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const missing = ['shell', 'mfe-public', 'mfe-dealer', 'mfe-admin', 'mfe-billing'].filter(
  (a) => !fs.existsSync(path.join(root, a, 'dist', 'index.html')),
);
if (missing.length) {
  console.error(`e2e: no production build for ${missing.join(', ')}; run \`npm run build\` first.`);
  process.exit(1);
}
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: path.dirname(fileURLToPath(import.meta.url)),
});
process.exit(r.status ?? 1);
