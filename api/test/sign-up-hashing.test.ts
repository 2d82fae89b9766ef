// A sign-up with a taken email does the same work as one with a new email, so its answer time does
// not tell whether an account exists: the password is hashed either way. Checked by counting the
// hashes (argon2's `hash`, wrapped), not by timing.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

const mockHashed: string[] = [];
jest.mock('@node-rs/argon2', () => {
  const real = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return {
    ...real,
    hash: (password: string, options?: Parameters<typeof real.hash>[1]) => {
      mockHashed.push(password);
      return real.hash(password, options);
    },
  };
});

// After the mock, so the app's password module gets the wrapped hash.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { call, createTestContext } = require('./helpers') as typeof import('./helpers');
const hashed = mockHashed;
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, body: object) => call(ctx.app, { method: 'POST', url, body });
const consumer = (email: string, password: string) => ({
  email,
  password,
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'consumer',
});
const dealer = (email: string, password: string) => ({
  email,
  password,
  firstName: 'Dana',
  lastName: 'Dealer',
  dealershipName: 'Dana Motors',
  termsAgreement: true,
  phoneNumber: '9876543210',
  state: 'CA',
  zipCode: '90210',
  address: '1 Main St',
  city: 'Springfield',
});

describe('sign-up with a taken email', () => {
  it('hashes the password as a new sign-up does, for consumers and dealers, and answers the same', async () => {
    const first = await post('/api/auth/register', consumer('taken@example.com', 'First!pass1'));
    expect(first.status).toBe(201);
    expect(hashed).toContain('First!pass1');

    const again = await post('/api/auth/register', consumer('taken@example.com', 'Second!pass2'));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(hashed).toContain('Second!pass2');

    const asDealer = await post('/api/auth/register-dealer', dealer('taken@example.com', 'Third!pass3'));
    expect(asDealer.status).toBe(201);
    expect(hashed).toContain('Third!pass3');
  });
});
