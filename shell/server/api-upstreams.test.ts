// shell/server/api-upstreams.mjs: the API instances of API_URL taken round robin, and the request id
// the shell's proxy passes on, run in Node as the static server runs it (ES module).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.join(__dirname, 'api-upstreams.mjs');

function run(body: string): unknown {
  const code = `import { createUpstreams, parseApiUrls, requestIdFor } from ${JSON.stringify(MODULE)};\n${body}`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }));
}

describe('API_URL', () => {
  it('is one URL or a comma-separated list, localhost:4000 when unset', () => {
    expect(
      run(
        `console.log(JSON.stringify([undefined, 'http://a:4101', ' http://a:4101 , https://b:4102/,'].map((v) => parseApiUrls(v).map((u) => u.origin))));`,
      ),
    ).toEqual([['http://localhost:4000'], ['http://a:4101'], ['http://a:4101', 'https://b:4102']]);
  });

  it('refuses an entry that is not an http(s) URL', () => {
    expect(
      run(
        `const out = []; for (const v of ['ftp://a', 'a:4000', 'http://ok,nope']) { try { parseApiUrls(v); out.push('ok'); } catch (e) { out.push(e.message.includes('http') || e instanceof TypeError); } } console.log(JSON.stringify(out));`,
      ),
    ).toEqual([true, true, true]);
  });

  it('is taken round robin, each request trying the others after its own', () => {
    const orders = run(
      `const u = createUpstreams(parseApiUrls('http://a:1,http://b:2,http://c:3')); console.log(JSON.stringify([0, 1, 2, 3].map(() => u.order().map((x) => x.port))));`,
    );
    expect(orders).toEqual([
      ['1', '2', '3'],
      ['2', '3', '1'],
      ['3', '1', '2'],
      ['1', '2', '3'],
    ]);
  });
});

describe('the request id', () => {
  it('keeps a plain token the caller sent, else makes a UUID', () => {
    const ids = run(
      `console.log(JSON.stringify(['edge-7f3a9c12', 'a b c d e f g h', 'short', 'x'.repeat(129), undefined, ['a1234567', 'b1234567']].map((v) => requestIdFor({ 'x-request-id': v }))));`,
    ) as string[];
    expect(ids[0]).toBe('edge-7f3a9c12');
    for (const id of ids.slice(1))
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
