// Readiness: whether this instance should get traffic. The database must answer `select 1` and
// the storage its check() (local directory writable, S3 bucket reachable),
// each within HEALTH_CHECK_TIMEOUT_MS; once shutdown starts (app.readiness.stop()) it is never
// ready again, so a load balancer stops sending requests while the in-flight ones finish, and
// every answer from then on closes its connection.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError } from '../lib/errors';
import type { Infrastructure } from '../lib/infrastructure';

const NOT_READY = {
  stopping: 'The server is shutting down.',
  database: 'The database is not answering.',
  storage: 'The storage is not reachable.',
} as const;

interface Readiness {
  /** True once shutdown started (SIGTERM, or app.close()). */
  readonly stopping: boolean;
  stop(): void;
  /** Resolves when ready; else throws a 503 HttpError whose message names what is not. */
  check(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Rejects when `work` takes longer than `ms` (the work itself is left to finish or fail). */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface ReadinessDeps extends Pick<Infrastructure, 'db' | 'storage' | 'log'> {
  config: Pick<Config, 'HEALTH_CHECK_TIMEOUT_MS'>;
}

/** This instance's readiness: the database and the storage answering in time, and not stopping. */
function createReadiness({ db, storage, log, config }: ReadinessDeps): Readiness {
  let stopping = false;
  const notReady = (message: string, error?: unknown) => {
    if (error) log.warn({ err: error }, `not ready: ${message}`);
    return new HttpError(503, message);
  };
  return {
    get stopping() {
      return stopping;
    },
    stop() {
      stopping = true;
    },
    async check() {
      if (stopping) throw notReady(NOT_READY.stopping);
      const ms = config.HEALTH_CHECK_TIMEOUT_MS;
      try {
        await within(db.execute(sql`select 1`), ms);
      } catch (error) {
        throw notReady(NOT_READY.database, error);
      }
      // The local directory writable, or the S3 bucket answering.
      try {
        await within(storage.check(), ms);
      } catch (error) {
        throw notReady(NOT_READY.storage, error);
      }
      if (stopping) throw notReady(NOT_READY.stopping);
    },
  };
}

export default fp(
  async (app: FastifyInstance) => {
    const readiness = createReadiness({ db: app.db, storage: app.storage, log: app.log, config: app.config });
    app.decorate('readiness', readiness);
    app.addHook('preClose', async () => {
      readiness.stop();
    });
    // While stopping, answers end their connection: an idle keep-alive connection would hold
    // server.close() (and so the shutdown) until the client let go of it.
    app.addHook('onSend', async (_request, reply) => {
      if (readiness.stopping) reply.header('connection', 'close');
    });
  },
  { name: 'readiness', dependencies: ['infrastructure'] },
);
