// Test harness: a real database per test file (PGlite copy, or a fresh PostgreSQL database
// when TEST_DATABASE_URL is set) and the real app, called over HTTP with inject().
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { PaymentGateway } from '../src/billing/gateway';
import { migrate, openPglite, openPostgres, postgresTimeouts, type Database, type Db } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import type { Storage } from '../src/lib/storage';
import { adminQuery, databaseUrl } from './global-setup';

/** A signing key for test apps (tests never touch the generated key file). */
export const TEST_SECRET = randomBytes(32).toString('hex');

export interface TestClock extends Clock {
  set(d: Date): void;
  advanceDays(n: number): void;
}

export function testClock(start = new Date()): TestClock {
  let now = start;
  return {
    now: () => new Date(now),
    set: (d) => {
      now = d;
    },
    advanceDays: (n) => {
      now = new Date(now.getTime() + n * 86_400_000);
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  /** The PostgreSQL database's URL (TEST_DATABASE_URL runs), for a second instance on it; undefined on PGlite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * PostgreSQL runs get the configuration's statement, lock and pool timeouts when a test sets one
 * of them (DB_*_TIMEOUT_MS overrides); otherwise none, as before.
 */
async function openTestDatabase(
  overrides: Partial<Config>,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    // A copy of the run's migrated template (global-setup), or an empty database to migrate.
    const template = process.env.TEST_TEMPLATE_DATABASE;
    await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    const testUrl = databaseUrl(url, name);
    const timeouts = ['DB_STATEMENT_TIMEOUT_MS', 'DB_LOCK_TIMEOUT_MS', 'DB_POOL_TIMEOUT_MS'].some((k) => k in overrides)
      ? postgresTimeouts(loadConfig({ ...process.env, SEED_DEMO: 'false' }, { JWT_SECRET: TEST_SECRET, ...overrides }))
      : undefined;
    const database = await openPostgres(testUrl, 5, timeouts);
    if (!template) await migrate(database);
    return {
      database,
      url: testUrl,
      drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const template = process.env.PGLITE_TEMPLATE;
  if (template && fs.existsSync(template)) {
    const database = await openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(template)]) });
    return { database, drop: async () => {} };
  }
  const database = await openPglite(undefined);
  await migrate(database);
  return { database, drop: async () => {} };
}

export interface TestOptions {
  /** The payment provider (default: the sandbox, as the configuration chooses). */
  paymentGateway?: PaymentGateway | ((db: Db, clock: Clock) => PaymentGateway);
  /** The storage (default: local disk in a fresh temporary directory). */
  storage?: Storage;
}

export async function createTestContext(overrides: Partial<Config> = {}, opts: TestOptions = {}): Promise<TestContext> {
  const { database, url: databaseUrl, drop } = await openTestDatabase(overrides);
  // No background job runs on its own in tests (every cron off, so pg-boss does not start): they
  // move the clock and call runBillingClock / app.mailSender.runOnce(). Deal-page views are written when a test calls
  // app.listingViews.flush() (or the app closes).
  const config = loadConfig(
    { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
    {
      DATABASE_URL: undefined,
      JWT_SECRET: TEST_SECRET,
      UPLOAD_DIR: fs.mkdtempSync('/tmp/lease-uploads-'),
      BILLING_CLOCK_CRON: 'off',
      MAIL_SEND_CRON: 'off',
      SAVED_SEARCH_JOB_CRON: 'off',
      FEED_IMPORT_CRON: 'off',
      IMPORT_PICTURES_SWEEP_CRON: 'off',
      DEAL_SCORE_REFRESH_CRON: 'off',
      VIEWS_FLUSH_MS: 0,
      ...overrides,
    },
  );
  const clock = testClock();
  const gateway =
    typeof opts.paymentGateway === 'function' ? opts.paymentGateway(database.db, clock) : opts.paymentGateway;
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    paymentGateway: gateway,
    storage: opts.storage,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export type Json = Record<string, unknown> & { message?: string; data?: any; meta?: any; success?: boolean };

/** inject() with a bearer token shortcut and parsed JSON. */
export async function call(
  app: FastifyInstance,
  opts: InjectOptions & { token?: string },
): Promise<{ status: number; body: Json; res: LightMyRequestResponse }> {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: Json = {};
  try {
    body = res.json();
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body, res };
}

/** A valid POST /api/auth/register-dealer body (Portland, OR) for the given email and dealership. */
export function dealerSignUp(email: string, firstName: string, lastName: string, dealershipName: string) {
  return {
    email,
    password: 'Str0ng!pass',
    firstName,
    lastName,
    dealershipName,
    termsAgreement: true,
    phoneNumber: '5550101',
    state: 'OR',
    zipCode: '97201',
    address: '1 Main St',
    city: 'Portland',
  };
}

/**
 * Drops every cached public answer of every instance, as the read model's triggers do on a
 * public change: for tests that write rows straight into the database.
 */
export async function bumpListingsVersion(db: Db): Promise<void> {
  await db.execute(sql`
    insert into cache_versions (name, version, updated_at) values ('listings', 1, now())
    on conflict (name) do update set version = cache_versions.version + 1, updated_at = now()`);
}
