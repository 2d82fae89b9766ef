// The API as a bench starts it: a child process running server.ts with the V8 flags of
// `npm start -w api`, timed from spawn to GET /api/health/ready answering 200, and its RSS read
// from /proc. Every child is in `children` so a bench's hard stop can kill it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const children = new Set<ChildProcess>();

/** The V8 flags `npm start -w api` gives the API (its package.json start script): the bench runs it as deployed. */
export function apiNodeFlags(): string[] {
  const start = (
    JSON.parse(fs.readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start;
  return start.split(/\s+/).filter((arg) => /^--max-/.test(arg));
}

/** The API's resident memory now (Linux /proc), in MB; undefined elsewhere. */
export function rssMb(pid: number | undefined): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Polls the readiness route until it answers 200 (issue 28: an instance ready in <= 5 s at any size). */
async function waitReady(url: string): Promise<void> {
  for (;;) {
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function startServer(env: Record<string, string>): Promise<{
  url: string;
  readyMs: number;
  /** From the server's modules loaded to listening (server.ts APP_MS). */
  appMs: number;
  rssMb(): number | undefined;
  stop(): Promise<void>;
}> {
  const started = Date.now();
  const child = spawn(process.execPath, [...apiNodeFlags(), '--import', 'tsx', path.join(__dirname, 'server.ts')], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const [port, appMs] = await new Promise<[number, number]>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /PORT (\d+) APP_MS (\d+)/.exec(out);
      if (m) resolve([Number(m[1]), Number(m[2])]);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url);
  return {
    url,
    readyMs: Date.now() - started,
    appMs,
    rssMb: () => rssMb(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          children.delete(child);
          resolve();
        });
        child.kill('SIGTERM');
        // Killed only if it has not stopped after 30 s: a killed API leaves PGlite's data-directory
        // lock to go stale (10 s), and the next API of the run could not open the directory.
        setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
      }),
  };
}

/**
 * Runs a bench's main and exits: 0 when it finished, 1 on an error, 2 when it passed
 * BENCH_TIME_LIMIT_MIN minutes (default 30), killing the children it started in both latter cases.
 */
export function runBench(main: () => Promise<void>): void {
  const stop = (code: number) => {
    for (const c of children) c.kill('SIGKILL');
    process.exit(code);
  };
  setTimeout(
    () => {
      console.error('bench: time limit reached, stopping');
      stop(2);
    },
    Number(process.env.BENCH_TIME_LIMIT_MIN ?? 30) * 60_000,
  ).unref();
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      stop(1);
    },
  );
}
