// shell/server/http-encoding.mjs: the encoding chosen for an Accept-Encoding header, and sendHtml's
// answer (decoded back to the page), run in Node as the static servers run it (ES module).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';

const MODULE = path.join(__dirname, 'http-encoding.mjs');

/** Runs `body` as an ES module with `pickEncoding`, `sendHtml` and Fastify in scope; its printed JSON. */
function run(body: string): unknown {
  const code = `import { pickEncoding, sendHtml } from ${JSON.stringify(MODULE)}; import Fastify from 'fastify';\n${body}`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('pickEncoding', () => {
  it('prefers br, then gzip, else identity; q=0 refuses; * accepts', () => {
    const headers = [
      'gzip, deflate, br',
      'br',
      'gzip',
      'deflate',
      '',
      'identity',
      'br;q=0, gzip',
      'gzip;q=1, br;q=0.5',
      '*',
      'br;q=0, *',
      'GZIP',
      'x-gzip',
    ];
    const picked = run(`console.log(JSON.stringify(${JSON.stringify(headers)}.map((h) => pickEncoding(h))));`);
    expect(picked).toEqual(['br', 'br', 'gzip', null, null, null, 'gzip', 'gzip', 'br', 'gzip', 'gzip', 'gzip']);
  });
});

describe('sendHtml', () => {
  const page = `<!doctype html><html><head><title>Deals</title></head><body>${'<p>Toyota Camry 2025 $300/mo</p>'.repeat(50)}</body></html>`;
  const answers = run(`
    const app = Fastify();
    app.get('/', (request, reply) => { reply.code(404).header('cache-control', 'no-cache'); return sendHtml(reply, ${JSON.stringify(page)}); });
    const out = [];
    for (const enc of ['br', 'gzip', '']) {
      const res = await app.inject({ url: '/', headers: enc ? { 'accept-encoding': enc } : {} });
      out.push({ status: res.statusCode, headers: res.headers, body: res.rawPayload.toString('base64') });
    }
    console.log(JSON.stringify(out));
  `) as Array<{ status: number; headers: Record<string, string>; body: string }>;
  const decode = [(b: Buffer) => zlib.brotliDecompressSync(b), (b: Buffer) => zlib.gunzipSync(b), (b: Buffer) => b];

  it.each([
    ['br', 0],
    ['gzip', 1],
    ['identity', 2],
  ] as const)('sends %s with Vary and the status and headers set before', (encoding, i) => {
    const answer = answers[i];
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(decode[i](Buffer.from(answer.body, 'base64')).toString('utf8')).toBe(page);
  });
});
