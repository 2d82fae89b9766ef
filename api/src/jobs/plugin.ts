// Background jobs on pg-boss (10.4, the last line that runs on Node 20), in the app's database:
// each job is a queue with one worker per instance and, unless its cron is `off`, a schedule.
// pg-boss puts one job in the queue per cron slot whatever the number of instances, one worker
// takes it, a failure is retried (JOBS_RETRY_LIMIT, JOBS_RETRY_DELAY_SECONDS doubled each time)
// and finished runs are kept JOBS_HISTORY_DAYS (GET /api/admin/jobs lists them).
//
// Job plugins declare their jobs with app.jobs.define() when registered (before the app is
// ready); startJobs starts pg-boss once the app is ready, in the order of the onReady hooks (a
// plugin registered after it, as the listings' upkeep, requests runs from its own onReady hook
// once pg-boss runs), and only when some job has a schedule: tests set every cron to off and
// run the job functions on demand. On close pg-boss stops gracefully (a run in progress finishes,
// within SHUTDOWN_TIMEOUT_MS).
//
// A job may take data (request(name, { data, singletonKey })): with a singletonKey the `stately`
// policy holds per key (one run queued and one running per key), e.g. one picture run per import.
// A job defined `inProcessWhenStopped` (work a person waits for, which no schedule would pick up)
// runs in this process, in the background, when it is requested while pg-boss does not run here;
// close waits for those runs.
//
// Only pg-boss's documented API: the constructor's `db` option ({ executeSql }) on both
// databases, start/stop, createQueue, schedule/unschedule, work, send, notifyWorker.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** pg-boss's tables live in this schema (history.ts reads them). */
export const JOBS_SCHEMA = 'pgboss';

interface JobDefinition {
  /** The queue's name (letters, digits, dashes). */
  name: string;
  /** A 5-field cron expression (UTC), or `off`: only runs asked for with request(). */
  cron: string;
  /** data: what request() sent ({} for scheduled runs). */
  run(data: Record<string, unknown>): Promise<unknown>;
  /** Requested while pg-boss does not run here: run in this process rather than not at all. */
  inProcessWhenStopped?: boolean;
  /** How long one run may take before pg-boss fails it (and retries it); default 15 minutes. */
  expireInSeconds?: number;
}

interface JobRequest {
  data?: Record<string, string>;
  /** One run queued and one running per key (instead of per job). */
  singletonKey?: string;
}

export interface Jobs {
  /** Declares a job (before the app is ready). */
  define(job: JobDefinition): void;
  /**
   * Asks for a run as soon as possible (a queued run already waiting, of the same singletonKey,
   * makes this one nothing, so a burst is one run); nothing when the jobs are not started, unless
   * the job runs in process then. Never throws: a failure is logged.
   */
  request(name: string, options?: JobRequest): Promise<void>;
  /**
   * The singletonKeys of the runs of `name` queued, waiting for a retry or running (read-only from
   * pg-boss's job table, laid out as in admin.ts); none when pg-boss does not run here.
   */
  pendingKeys(name: string): Promise<Set<string>>;
  /** Stops the workers and schedules (the run in progress finishes); the same promise each call. */
  stop(): Promise<void>;
  /** Whether pg-boss runs in this instance. */
  readonly started: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

type SqlAdapter = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
};

/**
 * pg-boss's connection: PostgreSQL gets its own small pool (2 connections, the configuration's
 * statement, lock and pool timeouts); PGlite has one connection, shared: statements without
 * parameters (possibly several, as pg-boss's schema and maintenance send) go to exec(), the others to query().
 */
async function sqlAdapter(database: Database, timeouts: { statementMs: number; lockMs: number; poolMs: number }) {
  if (database.pglite) {
    const pglite = database.pglite;
    const adapter: SqlAdapter = {
      executeSql: (text, values) => (values && values.length > 0 ? pglite.query(text, values) : pglite.exec(text)),
      close: async () => {},
    };
    return adapter;
  }
  if (!database.url) throw new Error('The background jobs need the PostgreSQL connection string');
  const { Pool } = await import('pg');
  const pool = new Pool({
    connectionString: database.url,
    max: 2,
    application_name: 'pgboss',
    ...(timeouts.statementMs ? { statement_timeout: Math.max(timeouts.statementMs, 30_000) } : {}),
    ...(timeouts.lockMs ? { lock_timeout: timeouts.lockMs } : {}),
    ...(timeouts.poolMs ? { connectionTimeoutMillis: timeouts.poolMs } : {}),
  });
  pool.on('error', (error) => console.error(`Job library connection lost: ${error.message}`));
  const adapter: SqlAdapter = {
    executeSql: (text, values) => pool.query(text, values as unknown[] | undefined),
    close: () => pool.end(),
  };
  return adapter;
}

class JobRunner implements Jobs {
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly workers = new Map<string, string>();
  private boss: PgBoss | undefined;
  private adapter: SqlAdapter | undefined;
  private stopping: Promise<void> | undefined;
  /** The in-process runs in progress (inProcessWhenStopped). */
  private readonly local = new Set<Promise<void>>();

  constructor(private readonly app: FastifyInstance) {}

  get started(): boolean {
    return this.boss !== undefined && this.stopping === undefined;
  }

  define(job: JobDefinition): void {
    if (this.definitions.has(job.name)) throw new Error(`The job ${job.name} is defined twice`);
    this.definitions.set(job.name, job);
  }

  async start(): Promise<void> {
    const jobs = [...this.definitions.values()];
    if (!jobs.some((j) => j.cron !== 'off')) return;
    const { config, database, log } = this.app;
    this.adapter = await sqlAdapter(database, {
      statementMs: config.DB_STATEMENT_TIMEOUT_MS,
      lockMs: config.DB_LOCK_TIMEOUT_MS,
      poolMs: config.DB_POOL_TIMEOUT_MS,
    });
    const boss = new PgBoss({
      db: this.adapter,
      schema: JOBS_SCHEMA,
      // History: completed and failed runs move to the archive after 12 hours and are deleted
      // JOBS_HISTORY_DAYS later.
      archiveCompletedAfterSeconds: 12 * 3600,
      deleteAfterDays: config.JOBS_HISTORY_DAYS,
      // How soon a due slot is queued (pg-boss's defaults: 30 and 5).
      cronMonitorIntervalSeconds: config.JOBS_CRON_CHECK_SECONDS,
      cronWorkerIntervalSeconds: Math.min(config.JOBS_CRON_CHECK_SECONDS, 5),
    });
    boss.on('error', (error) => log.error({ err: error }, 'background jobs: pg-boss error'));
    await boss.start();
    this.boss = boss;
    for (const job of jobs) {
      // stately: at most one run queued and one running per job, so runs never overlap and a
      // burst of requests is one run.
      const queue = {
        name: job.name,
        policy: 'stately' as const,
        retryLimit: config.JOBS_RETRY_LIMIT,
        retryDelay: config.JOBS_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
      };
      if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
      else await boss.createQueue(job.name, queue);
      if (job.cron === 'off') await boss.unschedule(job.name);
      else await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      const id = await boss.work(
        job.name,
        { batchSize: 1, pollingIntervalSeconds: config.JOBS_POLL_SECONDS },
        async ([run]) => {
          try {
            await job.run((run?.data ?? {}) as Record<string, unknown>);
          } catch (error) {
            log.error({ err: error, job: job.name, id: run?.id }, `background job ${job.name} failed`);
            throw error;
          }
        },
      );
      this.workers.set(job.name, id);
    }
  }

  async request(name: string, options: JobRequest = {}): Promise<void> {
    const boss = this.boss;
    if (this.stopping) return;
    if (!boss) return this.runHere(name, options.data ?? {});
    try {
      await boss.send(name, options.data ?? {}, options.singletonKey ? { singletonKey: options.singletonKey } : {});
      const worker = this.workers.get(name);
      if (worker) boss.notifyWorker(worker);
    } catch (error) {
      this.app.log.error({ err: error, job: name }, `could not queue a run of ${name}; its schedule runs it later`);
    }
  }

  async pendingKeys(name: string): Promise<Set<string>> {
    if (!this.boss || !this.adapter) return new Set();
    const { rows } = await this.adapter.executeSql(
      `select singleton_key from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'retry', 'active') and singleton_key is not null`,
      [name],
    );
    return new Set((rows as Array<{ singleton_key: string }>).map((r) => r.singleton_key));
  }

  private runHere(name: string, data: Record<string, unknown>): void {
    const job = this.definitions.get(name);
    if (!job?.inProcessWhenStopped) return;
    const run: Promise<void> = job
      .run(data)
      .then(
        () => undefined,
        (error: unknown) => this.app.log.error({ err: error, job: name }, `background job ${name} failed`),
      )
      .finally(() => this.local.delete(run));
    this.local.add(run);
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await Promise.all([...this.local]);
      const boss = this.boss;
      if (!boss) return;
      // wait: resolves once the runs in progress finished, or after the timeout (they are then failed, and retried).
      await boss.stop({ graceful: true, wait: true, timeout: this.app.config.SHUTDOWN_TIMEOUT_MS });
      await this.adapter?.close();
    })();
    return this.stopping;
  }
}

/** Decorates app.jobs (register before the job plugins). */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('jobs', new JobRunner(app));
  },
  { name: 'jobs', dependencies: ['infrastructure'] },
);

/** Starts pg-boss when the app is ready and stops it on close (register after the job plugins). */
export const startJobs = fp(
  async (app: FastifyInstance) => {
    const runner = app.jobs as JobRunner;
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs-start', dependencies: ['jobs'] },
);
