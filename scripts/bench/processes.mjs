// The processes the web bench starts (servers, builds) and how it stops them: each child runs in
// its own process group, so a stop reaches its children too; Ctrl-C, SIGTERM, a failure or the
// end of the bench all run the same cleanup (browsers, servers, temporary folders).
import { spawn } from 'node:child_process';
import net from 'node:net';

const children = new Set();
const cleanups = [];
let stopping;

/**
 * Starts `node <args>` in its own process group. Its output is kept (last lines) for error
 * reports and printed only with BENCH_VERBOSE=1.
 */
export function startNode(name, args, { env = {}, cwd } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const entry = { name, child, tail };
  children.add(entry);
  child.on('exit', () => children.delete(entry));
  return entry;
}

/** Runs a command to its end with inherited output; rejects on a non-zero exit. */
export function runToEnd(name, command, args, { env = {}, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const entry = { name, child, tail: [] };
    children.add(entry);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(entry);
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Registers a cleanup step (closing a browser, removing a folder); run in reverse order. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/** Stops one started process (SIGTERM to its group, SIGKILL after 5 s). */
export async function stopProcess(entry) {
  const { child } = entry;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Runs every cleanup step and stops every process still running. Safe to call twice. */
export function cleanupAll() {
  stopping ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`bench: cleanup step failed: ${error.message}`);
      }
    }
    await Promise.all([...children].map(stopProcess));
  })();
  return stopping;
}

/** Registers a synchronous last-resort step for process exit (removing a temporary folder). */
export function onExit(fn) {
  exitSteps.push(fn);
}
const exitSteps = [];

/**
 * Ctrl-C and SIGTERM stop everything the bench started before it exits. An error thrown
 * outside the bench's own flow (a browser library losing its browser) stops it the same way;
 * once stopping, such errors are expected and only noted.
 */
export function installSignalHandlers() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, stopping what it started...`);
      cleanupAll().finally(() => process.exit(130));
    });
  }
  const stray = (error) => {
    if (stopping) {
      if (process.env.BENCH_VERBOSE) console.error(`bench: while stopping: ${error?.message ?? error}`);
      return;
    }
    console.error(`bench: unexpected error: ${error?.stack ?? error}`);
    cleanupAll().finally(() => process.exit(1));
  };
  process.on('uncaughtException', stray);
  process.on('unhandledRejection', stray);
  // Last resort if the process leaves another way: no server outlives the bench.
  process.on('exit', () => {
    for (const { child } of children) killGroup(child, 'SIGKILL');
    for (const fn of exitSteps) {
      try {
        fn();
      } catch {
        /* best effort */
      }
    }
  });
}

/** True when something accepts connections on 127.0.0.1:port. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls a URL until it answers 2xx; throws with the process's last output if it does not in time. */
export async function waitForUrl(url, timeoutMs, entry) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry && entry.child.exitCode !== null) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const why =
    entry && entry.child.exitCode !== null
      ? `${entry.name} exited with ${entry.child.exitCode}`
      : `no answer in ${timeoutMs / 1000} s`;
  throw new Error(
    `${url}: ${why}${entry?.tail.length ? `\n  last output of ${entry.name}:\n    ${entry.tail.join('\n    ')}` : ''}`,
  );
}
