// Graceful shutdown of the real server process (src/server.ts) on SIGTERM: readiness answers 503
// on the still open listener for SHUTDOWN_DRAIN_MS, a request in flight
// (a sign-in whose body is still arriving) completes, new connections are refused, the process
// exits 0; one that never completes is cut at SHUTDOWN_TIMEOUT_MS and the process exits 1. Its
// log is JSON lines carrying the proxy's request id as reqId.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { TEST_SECRET } from './helpers';

const API_DIR = path.resolve(__dirname, '..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(port: number, env: Record<string, string> = {}): Promise<Server> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-shutdown-'));
  dirs.push(tmp);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: path.join(tmp, 'db'),
      UPLOAD_DIR: path.join(tmp, 'uploads'),
      SEED_DEMO: 'false',
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`the server did not get ready: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, port, output: () => output, exited };
}

/** A sign-in whose body arrives in two parts: in flight until finish() sends the rest. */
function slowSignIn(port: number, requestId: string) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password-1' });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  socket.write(
    [
      'POST /api/auth/login HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      `X-Request-Id: ${requestId}`,
      'User-Agent: shutdown-test',
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  return {
    finish: () => socket.write(body.slice(10)),
    closed,
  };
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** GET /api/health/ready on a new connection: status, body and Connection header, or undefined when refused. */
async function readiness(port: number) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    return { status: res.status, body: (await res.json()) as unknown, connection: res.headers.get('connection') };
  } catch {
    return undefined;
  }
}

describe('SIGTERM', () => {
  it('answers readiness 503 while the listener drains, finishes the request in flight, then refuses new connections and exits 0', async () => {
    const server = await startServer(4401, { SHUTDOWN_DRAIN_MS: '1500' });
    const request = slowSignIn(server.port, 'shutdown-test-0001');
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // During SHUTDOWN_DRAIN_MS the listener still takes connections and readiness says why it is not ready.
    let notReady: Awaited<ReturnType<typeof readiness>>;
    expect(
      await waitFor(async () => {
        notReady = await readiness(server.port);
        return notReady?.status === 503;
      }, 1000),
    ).toBe(true);
    expect(notReady).toEqual({ status: 503, body: { message: 'The server is shutting down.' }, connection: 'close' });
    expect(Date.now() - signalled).toBeLessThan(1500);
    expect(await waitFor(() => refused(server.port), 5000)).toBe(true);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1400);
    expect(server.child.exitCode).toBeNull();

    request.finish();
    const answer = await request.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/\r\nx-request-id: shutdown-test-0001\r\n/i);
    expect(answer).toContain('"message":"');
    expect(await server.exited).toBe(0);

    // Structured logs: one JSON object a line; the request's lines carry the proxy's id.
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.trim().startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => l.reqId === 'shutdown-test-0001' && l.msg === 'request completed')).toBe(true);
    expect(lines.some((l) => String(l.msg).startsWith('SIGTERM: shutting down'))).toBe(true);
  }, 90_000);

  it('exits 1 when a request is still in flight after SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer(4402, { SHUTDOWN_TIMEOUT_MS: '500' });
    slowSignIn(server.port, 'shutdown-test-0002');
    await new Promise((r) => setTimeout(r, 300));
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - sent).toBeLessThan(5000);
    expect(server.output()).toContain('shutdown took longer than SHUTDOWN_TIMEOUT_MS=500');
  }, 90_000);
});
