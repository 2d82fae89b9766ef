// Helpers for the account, dealer, billing and admin tests: accounts made straight in the
// database (fast, no rate limits), the outbox, and multipart bodies.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { dealers, outbox, subscriptions, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import type { TestContext } from './helpers';

export const PASSWORD = 'Secret123!';
const DAY_MS = 86_400_000;
let passwordHash: Promise<string> | undefined;

export interface Account {
  id: string;
  email: string;
  token: string;
  dealerId?: string;
}

export async function createAccount(
  ctx: TestContext,
  role: 'user' | 'dealer' | 'admin',
  opts: {
    email?: string;
    dealerStatus?: 'pending' | 'approved' | 'suspended';
    trialStart?: Date;
    verified?: boolean;
  } = {},
): Promise<Account> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = opts.email ?? `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const db = ctx.database.db;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: role,
      role,
      isEmailVerified: opts.verified ?? true,
    })
    .returning();
  let dealerId: string | undefined;
  if (role === 'dealer') {
    const start = opts.trialStart ?? ctx.clock.now();
    const [dealer] = await db
      .insert(dealers)
      .values({
        userId: user.id,
        dealershipName: `Dealer ${email}`,
        status: opts.dealerStatus ?? 'approved',
        termsAgreement: true,
        trialStartDate: start,
        trialEndDate: new Date(start.getTime() + 30 * DAY_MS),
      })
      .returning();
    await db.insert(subscriptions).values({ dealerId: dealer.id, plan: 'free', status: 'trialing' });
    dealerId = dealer.id;
  }
  const token = await ctx.app.tokens.sign({ sub: user.id });
  return { id: user.id, email, token, dealerId };
}

export interface RoleAccounts {
  a: Account;
  b: Account;
  dealer: Account;
  admin: Account;
}

/** Two consumers (a and b, for "own rows only"), an approved dealer and an admin: the accounts of the consumer-feature tests. */
export async function createRoleAccounts(ctx: TestContext): Promise<RoleAccounts> {
  return {
    a: await createAccount(ctx, 'user'),
    b: await createAccount(ctx, 'user'),
    dealer: await createAccount(ctx, 'dealer'),
    admin: await createAccount(ctx, 'admin'),
  };
}

export async function latestMail(ctx: TestContext, to: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail;
}

/** The first link in a mail's text that contains `part`. */
export function linkIn(text: string, part: string): string {
  const link = (text.match(/https?:\/\/[^\s]+/g) ?? []).find((l) => l.includes(part));
  if (!link) throw new Error(`no link with ${part} in:\n${text}`);
  return link;
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh client address, so rate limits of one test do not reach another. */
export const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
