// Environment, validated once at start. Every variable is listed in the README.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** A job's schedule: a 5-field cron expression (UTC), or `off` (or empty) for only on demand. */
function cron(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((v) => (v.trim() === '' || v.trim() === 'off' ? 'off' : v.trim()))
    .refine((v) => v === 'off' || v.split(/\s+/).length === 5, 'a 5-field cron expression (UTC) or off');
}

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().default(4000),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.string().optional(),
  /** PGlite data directory (embedded default). */
  DATA_DIR: z.string().default(path.resolve(__dirname, '../../.data/pglite')),
  /**
   * HS256 signing key, at least 32 bytes. Unset: a random 256-bit key is generated on first
   * start and kept in JWT_SECRET_FILE (mode 600), so there is no default secret.
   */
  JWT_SECRET: z.string().optional(),
  /** Where the generated key is kept (default: jwt-secret next to the PGlite data directory, i.e. .data/). */
  JWT_SECRET_FILE: z.string().optional(),
  JWT_EXPIRES_IN: z.string().default('12h'),
  /** The site's public URL, used in links inside mails. */
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  /**
   * Mail: every mail is written to the outbox table with the change that causes it. With SMTP_URL
   * (smtp://user:pass@host:587) the sender job delivers it right after the commit and on
   * MAIL_SEND_CRON (a safety net; off = only on demand), retrying after MAIL_RETRY_BASE_MS, doubled each time up
   * to an hour, until MAIL_MAX_ATTEMPTS (then recorded as failed). Unset: the outbox is the end of the line.
   */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('LeaseMarket <no-reply@leasemarket.example>'),
  MAIL_SEND_CRON: cron('* * * * *'),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(0).default(60_000),
  /** Where the team's copy of contact-form messages goes. */
  CONTACT_TO: z.string().default('team@leasemarket.example'),
  UPLOAD_DIR: z.string().default(path.resolve(__dirname, '../../.data/uploads')),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .default(5 * 1024 * 1024),
  /** Seed demo accounts and listings when the database is empty (default on, except in tests). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Where the demo pictures, once drawn and encoded, are kept for the next seed on this machine; `off`: drawn every time. */
  SEED_PICTURE_CACHE_DIR: z.string().min(1).default(path.join(os.tmpdir(), 'lease-demo-pictures')),
  /** Comma-separated browser origins allowed by CORS (the shell proxies /api, so usually unneeded). */
  CORS_ORIGINS: z
    .string()
    .default(
      'http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004',
    ),
  LOG_LEVEL: z.string().default('info'),
  /** Proxies allowed to set X-Forwarded-For: addresses, CIDRs or names such as loopback (the local shell), or false. */
  TRUST_PROXY: z.string().default('loopback'),
  /** How long a public search / filter-options answer may be served from the per-instance cache (0 = no cache). */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /** The public search counts at most this many matches; above it `total` is this number and `totalCapped` is true. */
  SEARCH_COUNT_CAP: z.coerce.number().int().min(1).default(1000),
  /**
   * A public search with at most this many matches reads them by its filters and sorts them; with
   * more, its page walks the sort's index (0: always walk).
   */
  SEARCH_FEW_MATCHES: z.coerce.number().int().min(0).default(200),
  /** How often each instance adds the search impressions it counted to the database (0 = only when it stops, or on flush()). */
  IMPRESSIONS_FLUSH_MS: z.coerce.number().int().min(0).default(5000),
  /** How often each instance writes the deal-page views it counted (0 = only when it stops, or on flush()). */
  VIEWS_FLUSH_MS: z.coerce.number().int().min(0).default(1000),
  /** Views an instance keeps waiting for the flush at most (more are dropped until it is written). */
  VIEWS_BUFFER_MAX: z.coerce.number().int().min(1).default(10_000),
  /**
   * Stripe: with STRIPE_SECRET_KEY (sk_...) and STRIPE_PUBLISHABLE_KEY (pk_...) payments go through
   * Stripe and STRIPE_WEBHOOK_SECRET (whsec_...) verifies its webhooks; without them the offline
   * sandbox gateway with test cards is used. All three or none (stripeConfigProblem, checked at start).
   */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends its calls (tests point it at a local stand-in); default api.stripe.com over https. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  // Background jobs (api/README.md "Background jobs"): pg-boss runs each scheduled job once across
  // all instances. A schedule is a 5-field cron expression in UTC, or off (only on demand).
  /** When the billing clock runs (reminders, trial ends, renewals, lead charges). */
  BILLING_CLOCK_CRON: cron('*/5 * * * *'),
  /** When every deal score is recomputed (a safety net: writes recompute their peer groups at once); off = only at start. */
  DEAL_SCORE_REFRESH_CRON: cron('*/15 * * * *'),
  /**
   * When the daily saved-search job is checked (new matches, price drops on favourites): each
   * consumer is handled once per UTC day whatever the runs.
   */
  SAVED_SEARCH_JOB_CRON: cron('0 * * * *'),
  /** When the dealers' inventory feeds (enabled by an admin) are fetched and applied as full imports. */
  FEED_IMPORT_CRON: cron('0 */6 * * *'),
  /** When import runs whose pictures were never queued (the process ended between the apply's commit and the job's send) get their picture job again. */
  IMPORT_PICTURES_SWEEP_CRON: cron('*/5 * * * *'),
  /** A failed run is tried again this many times, after JOBS_RETRY_DELAY_SECONDS doubled each time. */
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).default(3),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** How often each instance's job workers look for queued work (a run asked for on the same instance starts at once). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(10),
  /**
   * How often each instance checks the schedules and queues a due slot (pg-boss's
   * cronMonitorIntervalSeconds; its cronWorkerIntervalSeconds is this, at most 5): a slot's run
   * starts up to this long after the slot begins. pg-boss allows 1 to 45; the tests use 1.
   */
  JOBS_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  /** Finished runs are kept (and listed at GET /api/admin/jobs) this many days. */
  JOBS_HISTORY_DAYS: z.coerce.number().int().min(1).default(7),
  /**
   * Object storage: with S3_BUCKET, S3_REGION and STORAGE_PUBLIC_URL images go to an S3 (or
   * S3-compatible, S3_ENDPOINT) bucket and the browser loads them from STORAGE_PUBLIC_URL; with
   * none of the S3 variables they stay on the local disk (UPLOAD_DIR, served under /uploads).
   * Credentials: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither for the AWS SDK's default
   * chain. A partial set refuses to start (s3ConfigProblem).
   */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  STORAGE_PUBLIC_URL: z.string().optional(),
  /** Turn rate limits off (benchmarks and browser tests only). */
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  // Production basics (README "Production"): readiness and graceful shutdown.
  /** How long readiness (/api/health/ready) waits for the database and the storage before answering 503. */
  HEALTH_CHECK_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),
  /** After SIGTERM/SIGINT: in-flight requests, the last impressions flush and the billing run get this long; then the process exits with 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).default(25_000),
  /**
   * After SIGTERM: how long the listener stays open with readiness answering 503, so a load
   * balancer sees the instance leave before connections are refused (SIGINT: no wait).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
  // Timeouts (README "Configuration"; api/README.md "Timeouts").
  /** A request's headers must all arrive within this (a slow-header client is disconnected with 408). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** The whole request (headers and body) must arrive within this (Fastify requestTimeout; 408 after). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(120_000),
  /** A socket with nothing sent either way for this long is closed (Fastify connectionTimeout). */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  /** An idle keep-alive connection is closed after this (above a load balancer's idle timeout). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(72_000),
  /** A route not answered within this answers 503 { message } (Fastify handlerTimeout; the upload routes: UPLOAD_HANDLER_TIMEOUT_MS). */
  HANDLER_TIMEOUT_MS: z.coerce.number().int().min(1).default(15_000),
  /** The same for the multipart routes, whose body (up to 7 pictures) arrives inside the handler. */
  UPLOAD_HANDLER_TIMEOUT_MS: z.coerce.number().int().min(1).default(120_000),
  /** PostgreSQL: a statement running longer is cancelled (503 for a request); 0 = none. Not on PGlite. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** PostgreSQL: a statement waiting longer for a lock (a locked table or row) fails (503); 0 = none. Not on PGlite. */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  /** PostgreSQL: how long a query waits for a free pool connection (or a new one to connect) before 503; 0 = forever. */
  DB_POOL_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  // Picture uploads (api/README.md "Image uploads").
  /** Largest decode weight of an uploaded picture: a JPEG's pixels, a PNG's twice, 16-bit or interlaced PNG twice again (413 above). */
  IMAGE_MAX_PIXELS: z.coerce.number().int().min(1).default(16_000_000),
  /** Uploads whose pictures are decoded and encoded at once in each instance (each on one libvips thread). */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).default(1),
  /** Uploads that may wait for the picture work; one more answers 503 at once. */
  IMAGE_QUEUE_MAX: z.coerce.number().int().min(0).default(8),
  // Fetching dealers' addresses (feeds, pictures): public addresses only (api/README.md "Feeds").
  /** One fetch (connecting, headers, body, redirects) must finish within this. */
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  /** Test-only: the fetcher may reach loopback (a local test server). Refused when NODE_ENV=production. */
  FETCH_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'JWT_SECRET'> & { JWT_SECRET: string };

const JWT_SECRET_MIN_BYTES = 32;

/** The generated key's file: JWT_SECRET_FILE, else `jwt-secret` beside the PGlite data directory. */
function secretFilePath(config: Pick<Config, 'JWT_SECRET_FILE' | 'DATA_DIR'>): string {
  return config.JWT_SECRET_FILE ?? path.join(path.dirname(path.resolve(config.DATA_DIR)), 'jwt-secret');
}

/** Reads the generated key, or creates it (256 random bits, mode 600) when there is none. */
function readOrCreateSecret(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

const INVALID_PUBLISHABLE_KEY = 'Invalid Stripe publishable key format.';

type StripeKeys = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'>;

/**
 * Why the Stripe settings cannot work, or undefined when they can: all three keys or none
 * (none = the sandbox gateway), a secret key (sk_/rk_), a publishable key (pk_) of the same
 * mode (test or live).
 */
export function stripeConfigProblem(config: StripeKeys): string | undefined {
  const secret = config.STRIPE_SECRET_KEY || undefined;
  const publishable = config.STRIPE_PUBLISHABLE_KEY || undefined;
  const webhook = config.STRIPE_WEBHOOK_SECRET || undefined;
  if (!secret) {
    return publishable || webhook
      ? 'STRIPE_SECRET_KEY must be set when STRIPE_PUBLISHABLE_KEY or STRIPE_WEBHOOK_SECRET is (unset all three for the sandbox gateway).'
      : undefined;
  }
  if (!/^(sk|rk)_/.test(secret)) return 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_... or rk_...).';
  if (!publishable?.startsWith('pk_'))
    return `${INVALID_PUBLISHABLE_KEY} STRIPE_PUBLISHABLE_KEY must start with pk_ when STRIPE_SECRET_KEY is set.`;
  const mode = (key: string) => (/^[a-z]+_live_/.test(key) ? 'live' : /^[a-z]+_test_/.test(key) ? 'test' : undefined);
  if (mode(secret) && mode(publishable) && mode(secret) !== mode(publishable)) {
    return 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys.';
  }
  if (!webhook)
    return 'STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is (it verifies the signature of Stripe webhooks).';
  return undefined;
}

type S3Keys = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'STORAGE_PUBLIC_URL'
>;

/** The S3 settings in force (empty values count as unset), or undefined for the local disk. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  publicUrl: string;
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Why the S3 settings cannot work, or undefined when they can: S3_BUCKET, S3_REGION and
 * STORAGE_PUBLIC_URL (an http(s) address) together, or no S3 variable at all (the local disk);
 * S3_ENDPOINT an http(s) address; both keys or neither.
 */
export function s3ConfigProblem(config: S3Keys): string | undefined {
  const set = (Object.keys(config) as Array<keyof S3Keys>)
    .filter((k) => k.startsWith('S3_') || k === 'STORAGE_PUBLIC_URL')
    .filter((k) => config[k]);
  if (set.length === 0) return undefined;
  const missing = (['S3_BUCKET', 'S3_REGION', 'STORAGE_PUBLIC_URL'] as const).filter((k) => !config[k]);
  if (missing.length) {
    return `${missing.join(', ')} must be set when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} (S3 storage needs S3_BUCKET, S3_REGION and STORAGE_PUBLIC_URL; unset every S3_* variable and STORAGE_PUBLIC_URL to keep images on the local disk).`;
  }
  if (!isHttpUrl(config.STORAGE_PUBLIC_URL!))
    return 'STORAGE_PUBLIC_URL must be an http(s) address, the base the browser loads stored images from (e.g. https://media.example.com/).';
  if (config.S3_ENDPOINT && !isHttpUrl(config.S3_ENDPOINT))
    return 'S3_ENDPOINT must be an http(s) address (e.g. https://s3.eu-central-1.example.com).';
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    return "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK's default credentials).";
  }
  return undefined;
}

/** The S3 settings of a checked configuration, or undefined when images stay on the local disk. */
export function s3Settings(config: S3Keys): S3Settings | undefined {
  if (!config.S3_BUCKET || !config.S3_REGION || !config.STORAGE_PUBLIC_URL) return undefined;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT || undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: config.STORAGE_PUBLIC_URL,
  };
}

/** The timers' intervals that the job schedules replaced (refused, so a setting is not silently lost). */
const REPLACED_VARIABLES: Record<string, string> = {
  BILLING_CLOCK_MS: 'BILLING_CLOCK_CRON',
  DEAL_SCORE_REFRESH_MS: 'DEAL_SCORE_REFRESH_CRON',
  SAVED_SEARCH_JOB_MS: 'SAVED_SEARCH_JOB_CRON',
  MAIL_SEND_MS: 'MAIL_SEND_CRON',
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  for (const [old, now] of Object.entries(REPLACED_VARIABLES)) {
    if (env[old] !== undefined) throw new Error(`${old} was replaced by ${now} (a cron expression in UTC, or off).`);
  }
  const merged = { ...parsed.data, ...overrides };
  if (merged.FETCH_ALLOW_LOOPBACK === 'true' && merged.NODE_ENV === 'production')
    throw new Error('FETCH_ALLOW_LOOPBACK is for tests only: it is refused when NODE_ENV=production.');
  // Node refuses a headers timeout longer than the request timeout.
  if (merged.HEADERS_TIMEOUT_MS > merged.REQUEST_TIMEOUT_MS)
    throw new Error('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS.');
  const stripeProblem = stripeConfigProblem(merged);
  if (stripeProblem) throw new Error(stripeProblem);
  const s3Problem = s3ConfigProblem(merged);
  if (s3Problem) throw new Error(s3Problem);
  const JWT_SECRET = merged.JWT_SECRET || readOrCreateSecret(secretFilePath(merged));
  if (Buffer.byteLength(JWT_SECRET, 'utf8') < JWT_SECRET_MIN_BYTES) {
    throw new Error(
      `JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes (unset it to have a random one generated)`,
    );
  }
  return { ...merged, JWT_SECRET };
}
