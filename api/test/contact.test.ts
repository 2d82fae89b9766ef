import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from './helpers';
import { outboxTo } from './listings-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_TO: 'team@lease.example' });
});
afterAll(async () => {
  await ctx.close();
});

const post = (payload: unknown, ip = '198.51.100.1') =>
  call(ctx.app, { method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });
const good = {
  name: 'Sam <b>Smith</b>',
  email: 'Sam@Example.com',
  subject: 'Fleet leasing',
  message: 'Do you do fleets?\nThanks',
};

describe('POST /api/contact', () => {
  it('stores the message and mails the team', async () => {
    const res = await post(good);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Thanks for reaching out! We will get back to you within one business day.',
    });
    const r = await ctx.database.db.execute(sql`select name, email, subject, message from contact_messages`);
    const rows = (r as unknown as { rows: unknown[] }).rows;
    expect(rows).toEqual([
      {
        name: 'Sam <b>Smith</b>',
        email: 'sam@example.com',
        subject: 'Fleet leasing',
        message: 'Do you do fleets?\nThanks',
      },
    ]);
    const [mail] = await outboxTo(ctx.database.db, 'team@lease.example');
    expect(mail.subject).toBe('Contact form: Fleet leasing');
    expect(mail.text).toContain('sam@example.com');
    expect(mail.html).toContain('Sam &lt;b&gt;Smith&lt;/b&gt;');
  });

  it('rejects bad input', async () => {
    for (const payload of [
      { ...good, email: 'nope' },
      { ...good, name: '' },
      { ...good, message: ' ' },
      { ...good, subject: undefined },
      { ...good, extra: 1 },
    ]) {
      const res = await post(payload, '198.51.100.2');
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('limits messages per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(good, '198.51.100.3')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await post(good, '198.51.100.4')).status).toBe(201);
  });
});
