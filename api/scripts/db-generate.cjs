// Regenerates the migrations from src/db/schema.ts. drizzle-kit looks for drizzle-orm at the
// workspace root, where npm did not hoist it, so link it there for the run.
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const rootLink = path.resolve(__dirname, '../../node_modules/drizzle-orm');
const made = !fs.existsSync(rootLink);
if (made) fs.symlinkSync(path.resolve(__dirname, '../node_modules/drizzle-orm'), rootLink);
try {
  execSync(`npx drizzle-kit generate ${process.argv.slice(2).join(' ')}`, {
    stdio: 'inherit',
    cwd: path.resolve(__dirname, '..'),
  });
} finally {
  if (made) fs.rmSync(rootLink);
}
