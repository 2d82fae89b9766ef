// Extra app servers a test starts itself (a redeployed or variant remote, a shell pointed at it),
// with the production static server (shell/server/serve.mjs) the stack uses.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Serves `app`'s build (APP_DIST_DIR in `env` for another build) on 127.0.0.1:`port`. */
export const serveApp = (app: string, port: number, env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, [path.join(REPO_ROOT, 'shell/server/serve.mjs'), app], {
    cwd: REPO_ROOT,
    // As e2e/stack.mjs: no page cache, the public remote's deployment checked on every render.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SSR_CACHE_TTL_MS: '0',
      SSR_REMOTE_CHECK_MS: '0',
      ...env,
    },
    stdio: 'ignore',
  });

/** Until `url` answers 200 (at most 20 s). */
export async function answers(url: string) {
  await expect
    .poll(
      () =>
        fetch(url).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
}

/** Stops a server started here and waits for it to exit. */
export async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
