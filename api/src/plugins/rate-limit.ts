// Abuse limits: @fastify/rate-limit over the database store (lib/rate-limit-store.ts), so a
// limit holds across API instances. Each route declares its limits beside itself:
//   config: { rateLimit: rateLimit({ name, max, windowMs, message }) }     one per route, by address
//   preHandler: app.checkLimit({ name, max, windowMs, by })                 more limits, e.g. by the parsed body's email
// RATE_LIMIT=off lets every request through (benchmarks, browser tests).
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { normaliseEmail } from 'shared-contracts';
import { tooMany } from '../lib/errors';
import { DbRateLimitStore } from '../lib/rate-limit-store';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

export interface LimitSpec {
  /** Names the counter; routes that share a name share the counter (e.g. both sign-up routes). */
  name: string;
  /** The most hits in a window; a function chooses it by the caller (e.g. lower for a pending dealer). */
  max: number | ((request: FastifyRequest) => number);
  windowMs: number;
  /** The 429 message. */
  message?: string;
  /** What is counted (default: the caller's address). Runs after validation for preHandler limits. */
  by?: (request: FastifyRequest) => string;
  /** onRequest (default) counts before the body is read; preHandler after validation (needed to count by a body field). */
  hook?: 'onRequest' | 'preHandler';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database-backed counters (for limits that are not one hit per request). */
    limits: DbRateLimitStore;
    /** A preHandler counting one more limit on the route. */
    checkLimit: (spec: LimitSpec) => preHandlerHookHandler;
  }
}

/** The options of a route's `config.rateLimit`. */
export function rateLimit(spec: LimitSpec): RateLimitOptions {
  const options: RateLimitOptions & { name: string } = {
    name: spec.name,
    max:
      typeof spec.max === 'number' ? spec.max : (request) => (spec.max as (request: FastifyRequest) => number)(request),
    timeWindow: spec.windowMs,
    hook: spec.hook ?? 'onRequest',
    keyGenerator: spec.by ?? ((request) => request.ip),
    errorResponseBuilder: () => tooMany(spec.message),
  };
  return options;
}

/** The normalised email of a validated body (for per-address limits), or '' when there is none. */
export function bodyEmailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normaliseEmail(email) : '';
}

export default fp(
  async (app: FastifyInstance) => {
    const store = new DbRateLimitStore(app.db, app.clock);
    const off = app.config.RATE_LIMIT === 'off';
    app.decorate('limits', store);
    await app.register(fastifyRateLimit, {
      global: false,
      store: class {
        constructor() {
          return store;
        }
      } as never,
      allowList: () => off,
    });
    app.decorate('checkLimit', (spec: LimitSpec) => {
      const check = app.createRateLimit(rateLimit(spec));
      return (async (request: FastifyRequest) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw tooMany(spec.message);
      }) as preHandlerHookHandler;
    });
  },
  { name: 'rate-limit', dependencies: ['infrastructure'] },
);
