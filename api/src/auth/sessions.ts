// Ending sessions: every access token carries its user's token version (`ver`); bumping it
// makes every token issued before invalid on the next request (plugins/auth.ts compares them).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Ends every session of the user; returns the new token version (sign the caller's new
 * session with it). Call it on password change/reset, and when an account is suspended.
 */
export async function endSessions(db: Db, userId: string): Promise<number> {
  const [row] = await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId)).returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? 0;
}
