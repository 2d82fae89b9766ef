// The sender's queries over the outbox: claim one due mail, then record its outcome. A claim is
// one statement (FOR UPDATE SKIP LOCKED: two senders on PostgreSQL never take the same row); an
// outcome is recorded only by the claim that still holds the row (same status and attempt).
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

const due = (now: Date) => and(inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, now));

export function createMailRepository(db: Db) {
  const held = (row: Pick<OutboxRow, 'id' | 'attempts'>) =>
    and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));
  return {
    /**
     * Takes the oldest due mail (pending, or sending whose lease ran out: its sender died):
     * `sending`, one more attempt, due again only at `leaseEnd`. Undefined when none is due.
     */
    async claimDue(now: Date, leaseEnd: Date): Promise<OutboxRow | undefined> {
      const next = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(due(now))
        .orderBy(outbox.nextAttemptAt, outbox.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(outbox)
        .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseEnd })
        // A scalar subquery runs once (an InitPlan): exactly the one row it locked is updated.
        .where(and(sql`${outbox.id} = (${next})`, due(now)))
        .returning();
      return row;
    },

    async markSent(row: Pick<OutboxRow, 'id' | 'attempts'>, at: Date): Promise<void> {
      await db.update(outbox).set({ status: 'sent', sentAt: at, lastError: null }).where(held(row));
    },

    /** Back to pending, due at `nextAttemptAt`. */
    async markRetry(row: Pick<OutboxRow, 'id' | 'attempts'>, nextAttemptAt: Date, error: string): Promise<void> {
      await db.update(outbox).set({ status: 'pending', nextAttemptAt, lastError: error }).where(held(row));
    },

    async markFailed(row: Pick<OutboxRow, 'id' | 'attempts'>, error: string): Promise<void> {
      await db.update(outbox).set({ status: 'failed', lastError: error }).where(held(row));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
