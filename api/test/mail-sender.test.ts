// The transactional outbox and its SMTP sender against a local SMTP server: a mail is written
// with the change that causes it (or rolled back with it), delivered with the right headers,
// kept and retried with backoff while the server is down, recorded as failed after the last
// attempt, and never sent twice by two senders on one database (also on PostgreSQL:
// TEST_DATABASE_URL). The sender's clock is the test clock; rounds run on demand.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { openPostgres, type Database } from '../src/db/client';
import { outbox, users } from '../src/db/schema';
import { CLAIM_LEASE_MS, MailSender, retryDelayMs } from '../src/mail/sender';
import { smtpTransport } from '../src/mail/transport';
import { call, createTestContext, dealerSignUp, type TestContext } from './helpers';
import { freshIp, linkIn } from './account-helpers';
import { startTestSmtp, type TestSmtp } from './smtp-server';

const FROM = 'LeaseMarket <no-reply@leasemarket.example>';
const BASE_MS = 60_000;

let smtp: TestSmtp;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.stop();
});
beforeEach(async () => {
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: FROM,
    MAIL_MAX_ATTEMPTS: 4,
    MAIL_RETRY_BASE_MS: BASE_MS,
  });
  smtp.messages.length = 0;
  await smtp.start(); // up again after a test that stopped it
});
afterEach(async () => {
  await ctx.close();
});

const sender = () => ctx.app.mailSender!;
const rowsTo = (to: string) => ctx.database.db.select().from(outbox).where(eq(outbox.to, to));
const advance = (ms: number) => ctx.clock.set(new Date(ctx.clock.now().getTime() + ms));
const mail = (to: string, subject = 'Hello') => ({
  to,
  subject,
  text: `text of ${subject}`,
  html: `<p>${subject}</p>`,
});

async function register(email: string) {
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: freshIp(),
    payload: { email, password: 'Str0ng!pass', firstName: 'Mia', lastName: 'Shopper' },
  });
  expect(res.status).toBe(201);
}

describe('the verification mail', () => {
  it('goes register -> outbox -> sender -> SMTP with the right From, To, Subject and a working link', async () => {
    await register('mia@example.com');
    const [queued] = await rowsTo('mia@example.com');
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
    expect(smtp.messages).toHaveLength(0);

    expect(await sender().runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [message] = smtp.messages;
    expect(message.from?.value).toEqual([{ address: 'no-reply@leasemarket.example', name: 'LeaseMarket' }]);
    expect(message.headers.get('message-id')).toBeTruthy();
    expect(message.to && !Array.isArray(message.to) ? message.to.value.map((a) => a.address) : []).toEqual([
      'mia@example.com',
    ]);
    expect(message.subject).toBe('Verify your email address for LeaseMarket');
    const link = linkIn(message.text ?? '', '/verify-email/');
    expect(link.startsWith(`${ctx.config.PUBLIC_URL}/verify-email/`)).toBe(true);
    expect(message.html).toContain(link);
    const verified = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/verify-email/${link.split('/verify-email/')[1]}`,
    });
    expect(verified.status).toBe(200);

    const [sent] = await rowsTo('mia@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.sentAt).toEqual(ctx.clock.now());
    expect(await sender().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('is sent right after the commit when the sender job is scheduled (no wait for its next round)', async () => {
    // The schedule's slot is an hour away and the workers poll every minute: only the wake-up sends it.
    const timed = await createTestContext({
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      MAIL_SEND_CRON: '0 * * * *',
      JOBS_POLL_SECONDS: 60,
    });
    try {
      const res = await call(timed.app, {
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: freshIp(),
        payload: { email: 'quick@example.com', password: 'Str0ng!pass', firstName: 'Quin', lastName: 'Shopper' },
      });
      expect(res.status).toBe(201);
      await smtp.received(1);
      expect(smtp.messages.map((m) => m.subject)).toEqual(['Verify your email address for LeaseMarket']);
    } finally {
      await timed.close();
    }
  });
});

describe('a change that fails', () => {
  it('leaves no mail: the outbox row rolls back with the change', async () => {
    // The dealer's sign-up fails at its last write (the admins' notice), after its own mail was queued.
    await ctx.database.db
      .insert(users)
      .values({ email: 'admin@example.com', passwordHash: 'x', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    const queue = ctx.app.mailer.queue.bind(ctx.app.mailer);
    ctx.app.mailer.queue = async (tx, m) => {
      if (!Array.isArray(m) || m.every((x) => x.to !== 'admin@example.com')) return queue(tx, m);
      throw new Error('the change failed');
    };
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register-dealer',
      remoteAddress: freshIp(),
      payload: dealerSignUp('rolled@example.com', 'Rol', 'Back', 'Rolled Cars'),
    });
    expect(res.status).toBe(500);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'rolled@example.com'))).toEqual([]);
    expect(await rowsTo('rolled@example.com')).toEqual([]);
    expect(await sender().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('with the SMTP server down', () => {
  it('keeps every mail and sends each once the server is back, after the backoff', async () => {
    await smtp.stop();
    await register('down1@example.com');
    await register('down2@example.com');

    // One attempt, then the round stops: the server cannot be reached, the other mail waits untouched.
    expect(await sender().runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const tried = (await ctx.database.db.select().from(outbox)).sort((a, b) => b.attempts - a.attempts);
    expect(tried.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ]);
    expect(tried[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(tried[0].nextAttemptAt).toEqual(new Date(ctx.clock.now().getTime() + BASE_MS));

    // The next round tries the untouched one; then neither is due before its backoff ends, even with the server back.
    expect(await sender().runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    await smtp.start();
    expect(await sender().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);

    advance(BASE_MS);
    expect(await sender().runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(smtp.messages.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '')).sort()).toEqual([
      'down1@example.com',
      'down2@example.com',
    ]);
    expect((await ctx.database.db.select().from(outbox)).map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
  });

  it('records the final failure after the last attempt, with the waits doubling in between', async () => {
    await smtp.stop();
    await ctx.app.mailer.queue(ctx.database.db, mail('never@example.com'));
    const waits: number[] = [];
    for (let attempt = 1; attempt < 4; attempt += 1) {
      expect(await sender().runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const [row] = await rowsTo('never@example.com');
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      waits.push(row.nextAttemptAt.getTime() - ctx.clock.now().getTime());
      advance(waits.at(-1)! - 1);
      expect(await sender().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      advance(1);
    }
    expect(waits).toEqual([BASE_MS, 2 * BASE_MS, 4 * BASE_MS]);
    expect(await sender().runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [failed] = await rowsTo('never@example.com');
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    advance(24 * 3_600_000);
    expect(await sender().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
  });

  it('the backoff doubles up to an hour', () => {
    expect([1, 2, 3, 6, 7, 8, 20].map((n) => retryDelayMs(n, BASE_MS) / 60_000)).toEqual([1, 2, 4, 32, 60, 60, 60]);
  });
});

describe('a permanent refusal', () => {
  it('is the final failure at once (550: no retry), and the other mails still go', async () => {
    smtp.refuse('gone@example.com');
    await ctx.app.mailer.queue(ctx.database.db, [
      mail('gone@example.com', 'First'),
      mail('here@example.com', 'Second'),
    ]);
    expect(await sender().runOnce()).toEqual({ sent: 1, retried: 0, failed: 1 });
    const [gone] = await rowsTo('gone@example.com');
    expect(gone).toMatchObject({ status: 'failed', attempts: 1 });
    expect(gone.lastError).toContain('550');
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Second']);
  });
});

describe('two senders on one database', () => {
  let other: Database | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  it('never send one mail twice', async () => {
    const count = 24;
    await ctx.app.mailer.queue(
      ctx.database.db,
      Array.from({ length: count }, (_, i) => mail(`many${i}@example.com`, `Mail ${i}`)),
    );
    // On PostgreSQL the second sender is another instance: its own connection pool.
    other = ctx.databaseUrl ? await openPostgres(ctx.databaseUrl, 5) : undefined;
    const options = { maxAttempts: 4, retryBaseMs: BASE_MS, batch: 5 };
    const a = new MailSender(ctx.database.db, smtpTransport(smtp.url, FROM), ctx.clock, options);
    const b = new MailSender((other ?? ctx.database).db, smtpTransport(smtp.url, FROM), ctx.clock, options);
    const runs = await Promise.all([a, b, a, b, a, b, a, b].map((s) => s.runOnce()));
    const sentBy = runs.map((r) => r.sent);
    expect(sentBy.reduce((x, y) => x + y, 0)).toBe(count);
    expect(runs.every((r) => r.retried === 0 && r.failed === 0)).toBe(true);
    const subjects = smtp.messages.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: count }, (_, i) => `Mail ${i}`).sort());
    expect(new Set(subjects).size).toBe(count);
    expect((await ctx.database.db.select().from(outbox)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(
      true,
    );
  });

  it("take over a mail whose sender stalled holding it, once its claim expired; the stalled one's late outcome changes nothing", async () => {
    await ctx.app.mailer.queue(ctx.database.db, mail('orphan@example.com'));
    let entered!: () => void;
    let fail!: (error: Error) => void;
    const inSend = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const stalled = new MailSender(
      ctx.database.db,
      {
        send: () => {
          entered();
          return new Promise<void>((_resolve, reject) => {
            fail = reject;
          });
        },
        close: () => undefined,
      },
      ctx.clock,
      { maxAttempts: 4, retryBaseMs: BASE_MS },
    );
    const stalledRun = stalled.runOnce();
    await inSend;
    expect((await rowsTo('orphan@example.com'))[0]).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await sender().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    advance(CLAIM_LEASE_MS);
    expect(await sender().runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    fail(new Error('socket timeout'));
    await stalledRun;
    expect((await rowsTo('orphan@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});
