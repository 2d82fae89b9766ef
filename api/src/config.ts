// Environment, validated once at start. Every variable is listed in the README.
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().default(4000),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.string().optional(),
  /** PGlite data directory (embedded default). */
  DATA_DIR: z.string().default(path.resolve(__dirname, '../../.data/pglite')),
  JWT_SECRET: z.string().min(16).default('dev-only-secret-change-me-in-production'),
  JWT_EXPIRES_IN: z.string().default('12h'),
  /** The site's public URL, used in links inside mails. */
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  /** SMTP URL (smtp://user:pass@host:587); when unset mail goes to the database outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('LeaseMarket <no-reply@leasemarket.example>'),
  /** Where the team's copy of contact-form messages goes. */
  CONTACT_TO: z.string().default('team@leasemarket.example'),
  UPLOAD_DIR: z.string().default(path.resolve(__dirname, '../../.data/uploads')),
  MAX_UPLOAD_BYTES: z.coerce.number().int().default(5 * 1024 * 1024),
  /** Seed demo accounts and listings when the database is empty (default on, except in tests). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Comma-separated browser origins allowed by CORS (the shell proxies /api, so usually unneeded). */
  CORS_ORIGINS: z.string().default('http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004'),
  LOG_LEVEL: z.string().default('info'),
  /** Proxies allowed to set X-Forwarded-For: addresses, CIDRs or names such as loopback (the local shell), or false. */
  TRUST_PROXY: z.string().default('loopback'),
  /** How long a public search / filter-options answer may be served from the per-instance cache (0 = no cache). */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /** The public search counts at most this many matches; above it `total` is this number and `totalCapped` is true. */
  SEARCH_COUNT_CAP: z.coerce.number().int().min(1).default(1000),
  /** Turn rate limits off (benchmarks only). */
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const config = { ...parsed.data, ...overrides };
  if (config.NODE_ENV === 'production' && config.JWT_SECRET.startsWith('dev-only')) {
    throw new Error('JWT_SECRET must be set in production');
  }
  return config;
}
