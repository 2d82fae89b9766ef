// `npm test`: every test, stage after stage, stopping at the first failure; prints how long each
// stage took. Typecheck and lint run side by side (one core each); their output is printed when
// both are done.
import { spawn } from 'node:child_process';

const stages = [
  {
    name: 'typecheck + lint',
    parallel: [
      ['npm', 'run', 'typecheck'],
      ['npm', 'run', 'lint'],
    ],
  },
  { name: 'unit + component (jest)', run: ['npm', 'run', 'test:unit'] },
  { name: 'API suite', run: ['npm', 'run', 'test:api'] },
  // Test builds compress with cheaper levels (BUILD_COMPRESSION=fast): same files, same encodings.
  { name: 'build', run: ['npm', 'run', 'build'], env: { BUILD_COMPRESSION: 'fast' } },
  { name: 'browser journeys (Playwright)', run: ['npm', 'run', 'e2e'] },
];

function exec([command, ...args], { env = {}, buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const timings = [];
const report = () => {
  console.log('\nStage timings:');
  for (const t of timings) console.log(`  ${t.ok ? 'ok  ' : 'FAIL'} ${t.name.padEnd(32)} ${seconds(t.ms)}`);
  console.log(`  total ${' '.repeat(32)}${seconds(timings.reduce((s, t) => s + t.ms, 0))}`);
};

for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  let ok;
  if (stage.parallel) {
    const results = await Promise.all(stage.parallel.map((c) => exec(c, { buffered: true })));
    results.forEach((r, i) => {
      console.log(`\n--- ${stage.parallel[i].join(' ')} (exit ${r.code}) ---\n${r.output}`);
    });
    ok = results.every((r) => r.code === 0);
  } else {
    ok = (await exec(stage.run, { env: stage.env })).code === 0;
  }
  timings.push({ name: stage.name, ms: Date.now() - started, ok });
  if (!ok) {
    report();
    process.exit(1);
  }
}
report();
