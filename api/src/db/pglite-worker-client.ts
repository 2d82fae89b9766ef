// The API thread's side of the embedded database: PGlite runs in a worker thread
// (pglite-worker.mjs) and this client answers what drizzle-orm/pglite and the raw search call on
// a PGlite instance (query, transaction) plus dumpDataDir, by message. Values come back typed
// as PGlite types them (Date, number, arrays, parsed jsonb), so callers see no difference.
import path from 'node:path';
import { Worker } from 'node:worker_threads';

type Row = Record<string, unknown> | unknown[];
interface Field {
  name: string;
  dataTypeID: number;
}
export interface QueryResult {
  rows: Row[];
  fields: Field[];
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, type: number) => unknown>;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

const WORKER_FILE = path.join(path.dirname(__filename), 'pglite-worker.mjs');

/** A database error as PGlite threw it in the worker: same message and fields (code, constraint, ...). */
function errorFrom(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/** The handle of one transaction: its statements run inside it, in the worker, until it ends. */
class PgliteTransactionClient {
  constructor(
    private readonly worker: PgliteWorker,
    private readonly tx: number,
  ) {}
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.worker.query(text, params, options, this.tx);
  }
}

export class PgliteWorker {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) =>
      this.fail(new Error(`The embedded database stopped: ${error.message}`, { cause: error })),
    );
    worker.on('exit', (code) => this.fail(new Error(`The embedded database stopped (worker exit code ${code})`)));
    worker.unref();
  }

  /** Starts PGlite in a worker thread; resolves once it is open (rejects if it cannot open). */
  static async start(dataDir: string | undefined, loadDataDir?: Blob): Promise<PgliteWorker> {
    const dump = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(WORKER_FILE, {
      workerData: { dataDir, loadDataDir: dump },
      transferList: dump ? [dump] : [],
    });
    let onMessage!: (m: unknown) => void;
    let onError!: (e: Error) => void;
    let onExit!: (code: number) => void;
    const ready = await new Promise<{ ready: boolean; error?: Record<string, unknown> }>((resolve, reject) => {
      onMessage = resolve as (m: unknown) => void;
      onError = reject;
      onExit = (code) => reject(new Error(`The embedded database did not start (worker exit code ${code})`));
      worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    }).finally(() => worker.off('message', onMessage).off('error', onError).off('exit', onExit));
    if (!ready.ready) {
      await worker.terminate();
      throw errorFrom(ready.error ?? { message: 'The embedded database did not start' });
    }
    return new PgliteWorker(worker);
  }

  query(text: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<QueryResult> {
    const rawTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.call<QueryResult>('query', { text, params, rowMode: options.rowMode, rawTypes, tx }).then((result) => {
      if (options.parsers) applyParsers(result, options.parsers);
      return result;
    });
  }

  /** Runs statements without parameters (several may be in `text`); answers the last result with rows. */
  exec(text: string): Promise<QueryResult> {
    return this.call<QueryResult>('exec', { text });
  }

  /** Runs `work` in one transaction (PGlite runs nothing else until it ends); rolls back if it throws. */
  async transaction<T>(work: (tx: PgliteTransactionClient) => Promise<T>): Promise<T> {
    const tx = await this.call<number>('begin', {});
    let result: T;
    try {
      result = await work(new PgliteTransactionClient(this, tx));
    } catch (error) {
      await this.call('end', { tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call('end', { tx, commit: true });
    return result;
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>('dump', { compression })]);
  }

  /** Closes PGlite (flushing the data directory) and ends the worker. */
  async close(): Promise<void> {
    if (!this.failure) await this.call('close', {}).catch(() => undefined);
    this.failure ??= new Error('The embedded database is closed');
    await this.worker.terminate();
  }

  private call<T>(op: string, message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    // Referenced while a reply is due, so a script awaiting only the database does not exit early.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id, op });
    });
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(errorFrom(reply.error));
  }

  /** The worker died: every waiting and later call rejects with the reason (never hangs). */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}

/** Runs the caller's parsers on the columns the worker left as text (their type ids). */
function applyParsers(result: QueryResult, parsers: NonNullable<QueryOptions['parsers']>): void {
  const columns = result.fields
    .map((field, i) => ({ i, name: field.name, type: field.dataTypeID, parse: parsers[field.dataTypeID] }))
    .filter((c) => c.parse);
  if (columns.length === 0) return;
  for (const row of result.rows) {
    for (const c of columns) {
      const key = Array.isArray(row) ? c.i : c.name;
      const value = (row as Record<string | number, unknown>)[key];
      if (value !== null && value !== undefined)
        (row as Record<string | number, unknown>)[key] = c.parse!(value as string, c.type);
    }
  }
}
