// The admin's view of the background work (GET /api/admin/jobs, GET /api/admin/mail/failed) and
// its one command (POST /api/admin/mail/:id/retry).
//
// pg-boss 10 has no public call that lists jobs (getJobById reads one), so the runs are read
// with plain SQL, read-only, from its job and archive tables: their layout is the one pg-boss
// publishes through PgBoss.getConstructionPlans() (id, name, state, retry_count, retry_limit,
// created_on, started_on, completed_on, output; a failure's output is the serialized error).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FailedMail, JobRun, JobRunState } from 'shared-contracts';
import { outbox } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { JOBS_SCHEMA } from './plugin';
import type { Infrastructure } from '../lib/infrastructure';

/** What the background work's admin service uses (built once in services.ts). */
type JobsAdminDeps = Pick<Infrastructure, 'db' | 'clock' | 'mailer'>;

/** How many runs or failed mails the admin screen lists (the newest). */
const ADMIN_LIST_LIMIT = 100;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString());

interface RunRow {
  id: string;
  name: string;
  state: JobRunState;
  created_on: unknown;
  started_on: unknown;
  completed_on: unknown;
  retry_count: number;
  retry_limit: number;
  last_error: string | null;
}

/** The newest runs of every job (pg-boss's own internal queues left out); none before pg-boss first started. */
async function recentJobRuns(deps: Pick<JobsAdminDeps, 'db'>): Promise<JobRun[]> {
  const [installed] = rowsOf<{ present: boolean }>(
    await deps.db.execute(sql`select to_regclass(${`${JOBS_SCHEMA}.archive`}) is not null as present`),
  );
  if (!installed?.present) return [];
  const columns = sql.raw(
    `id::text as id, name, state::text as state, created_on, started_on, completed_on, retry_count, retry_limit, ` +
      `case when state::text in ('retry', 'active', 'failed') then output->>'message' end as last_error`,
  );
  const result = await deps.db.execute(sql`
    select * from (
      select ${columns} from ${sql.raw(`${JOBS_SCHEMA}.job`)}
      union all
      select ${columns} from ${sql.raw(`${JOBS_SCHEMA}.archive`)}
    ) runs
    where name not like '\\_\\_pgboss\\_\\_%'
    order by created_on desc, id
    limit ${ADMIN_LIST_LIMIT}`);
  return rowsOf<RunRow>(result).map((r) => ({
    id: r.id,
    name: r.name,
    state: r.state,
    createdAt: iso(r.created_on)!,
    startedAt: iso(r.started_on),
    completedAt: iso(r.completed_on),
    retryCount: Number(r.retry_count),
    retryLimit: Number(r.retry_limit),
    lastError: r.last_error,
  }));
}

/** The newest mails the sender gave up on. */
async function failedMails(deps: Pick<JobsAdminDeps, 'db'>): Promise<FailedMail[]> {
  const rows = await deps.db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.status, 'failed'))
    .orderBy(desc(outbox.createdAt), outbox.id)
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

const MAIL_NOT_FOUND = 'Mail not found';
const MAIL_NOT_FAILED = 'Only a failed mail can be sent again';
export const MAIL_RETRIED = 'The mail is queued to be sent again';

/**
 * A failed mail back to pending, due now, with its attempts from zero (its last error stays until
 * it is sent); then the sender is woken (a round at once where the sender job is scheduled).
 */
async function retryFailedMail(deps: JobsAdminDeps, id: string) {
  if (!isUuid(id)) throw notFound(MAIL_NOT_FOUND);
  const [retried] = await deps.db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: deps.clock.now() })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  if (!retried) {
    const [found] = await deps.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
    throw found ? conflict(MAIL_NOT_FAILED) : notFound(MAIL_NOT_FOUND);
  }
  deps.mailer.wake();
}

/** The admin's view of the background work: job runs and failed mails, and a failed mail's retry. */
export function createJobsAdminService(deps: JobsAdminDeps) {
  return {
    recentJobRuns: () => recentJobRuns(deps),
    failedMails: () => failedMails(deps),
    retryFailedMail: (id: string) => retryFailedMail(deps, id),
  };
}
