// Single-use, expiring tokens sent by mail (verify email, reset password, verify lead).
// The raw token (32 random bytes, base64url) only travels in the link; the database keeps its sha256.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tokens } from '../db/schema';

export type TokenKind = 'verify_email' | 'reset_password' | 'verify_lead';

const TOKEN_TTL_MS: Record<TokenKind, number> = {
  verify_email: 48 * 3600_000,
  reset_password: 3600_000,
  verify_lead: 48 * 3600_000,
};

function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** Stores the hash of a new token and returns the raw token for the link. */
export async function issueToken(
  db: Db,
  kind: TokenKind,
  owner: { userId?: string; leadId?: string },
  now: Date,
  ttlMs = TOKEN_TTL_MS[kind],
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.insert(tokens).values({
    kind,
    tokenHash: hashToken(raw),
    userId: owner.userId ?? null,
    leadId: owner.leadId ?? null,
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return raw;
}

/**
 * Marks the token used and returns its row, in one statement so two concurrent uses
 * cannot both succeed. Undefined when unknown, of another kind, used or expired.
 */
export async function consumeToken(
  db: Db,
  kind: TokenKind,
  raw: string,
  now: Date,
): Promise<typeof tokens.$inferSelect | undefined> {
  if (!raw || raw.length > 200) return undefined;
  const [row] = await db
    .update(tokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(tokens.tokenHash, hashToken(raw)),
        eq(tokens.kind, kind),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Voids the unused tokens of a kind for a user (e.g. older reset links once one is used). */
export async function revokeTokens(db: Db, kind: TokenKind, userId: string, now: Date): Promise<void> {
  await revokeTokensOf(db, kind, { userId }, now);
}

/** Voids the unused tokens of a kind for a user or a lead (e.g. a lead's earlier links when a fresh one is mailed). */
export async function revokeTokensOf(
  db: Db,
  kind: TokenKind,
  owner: { userId: string } | { leadId: string },
  now: Date,
): Promise<void> {
  const ownerIs = 'userId' in owner ? eq(tokens.userId, owner.userId) : eq(tokens.leadId, owner.leadId);
  await db
    .update(tokens)
    .set({ usedAt: now })
    .where(and(eq(tokens.kind, kind), ownerIs, isNull(tokens.usedAt)));
}

/** Deletes every lead-verification token of these leads (the leads are being deleted: no token outlives its lead). */
export async function discardLeadTokens(db: Db, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await db.delete(tokens).where(and(eq(tokens.kind, 'verify_lead'), inArray(tokens.leadId, leadIds)));
}

/** Deletes every token of a user (the account is being removed). */
export async function discardUserTokens(db: Db, userId: string): Promise<void> {
  await db.delete(tokens).where(eq(tokens.userId, userId));
}
