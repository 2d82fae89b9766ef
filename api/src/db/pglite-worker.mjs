// The embedded database's thread: owns PGlite (WASM, single-threaded) so its queries never block
// the API's event loop. Plain JavaScript so it runs the same under tsx, jest and node. The main
// side is pglite-worker-client.ts; messages are { id, op, ... } and each gets { id, ok, result | error }.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const keepText = (value) => value;

/** Open transactions by id: each holds PGlite's transaction mutex until the main side ends it. */
const transactions = new Map();
let nextTx = 1;

/**
 * A database error's message and fields (code, constraint, detail, ...) that structured clone would
 * drop; only plain values (PGlite's error also holds the query's options, with functions).
 */
function errorOf(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}

function clientOf(tx) {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`The embedded database's transaction ${tx} has ended`);
  return open.tx;
}

const ROLLBACK = Symbol('rollback');

function begin() {
  return new Promise((resolve, reject) => {
    const id = nextTx++;
    let end;
    const ended = new Promise((r) => {
      end = r;
    });
    pg.transaction(async (tx) => {
      transactions.set(id, { tx, end });
      resolve(id);
      if (!(await ended)) throw ROLLBACK;
    }).then(
      () => transactions.get(id)?.settled({ ok: true }),
      (error) =>
        transactions.get(id)
          ? transactions.get(id).settled(error === ROLLBACK ? { ok: true } : { ok: false, error })
          : reject(error),
    );
  });
}

/** Commits (or rolls back) a transaction; resolves once PGlite has released it. */
function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`The embedded database's transaction ${id} has ended`);
  return new Promise((resolve, reject) => {
    open.settled = (outcome) => {
      transactions.delete(id);
      if (outcome.ok) resolve(undefined);
      else reject(outcome.error);
    };
    open.end(commit);
  });
}

const ops = {
  query: async ({ text, params, rowMode, rawTypes, tx }) => {
    const parsers = {};
    for (const type of rawTypes ?? []) parsers[type] = keepText;
    const { rows, fields, affectedRows } = await clientOf(tx).query(text, params, { rowMode, parsers });
    return { rows, fields, affectedRows };
  },
  // Statements without parameters, several in one string (pg-boss's schema and its locked
  // maintenance commands): the last result that returned rows, or the last one.
  exec: async ({ text }) => {
    const results = await pg.exec(text);
    const last = [...results].reverse().find((r) => r.fields.length > 0) ?? results.at(-1);
    return { rows: last?.rows ?? [], fields: last?.fields ?? [], affectedRows: last?.affectedRows };
  },
  begin,
  end: ({ tx, commit }) => end(tx, commit),
  dump: async ({ compression }) => {
    const blob = await pg.dumpDataDir(compression);
    return blob.arrayBuffer();
  },
  close: () => pg.close(),
};

const { dataDir, loadDataDir } = workerData;
const options = loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {};
let pg;
try {
  pg = await PGlite.create(dataDir ? { dataDir, ...options } : options);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorOf(error) });
}

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    const result = await ops[op](message);
    parentPort.postMessage({ id, ok: true, result }, result instanceof ArrayBuffer ? [result] : []);
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: errorOf(error) });
  }
});
