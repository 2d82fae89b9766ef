// Recognises PostgreSQL error codes through Drizzle's wrapper (DrizzleQueryError keeps the driver error as cause).
function pgCode(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

export const DATABASE_BUSY_MESSAGE = 'The database is busy. Please try again in a moment.';

/**
 * A statement cancelled by statement_timeout (57014), a lock not granted within lock_timeout
 * (55P03), or no pool connection within DB_POOL_TIMEOUT_MS (pg-pool's timeout errors): the
 * server's load, not the caller's mistake, so 503.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  const code = pgCode(error);
  if (code === '57014' || code === '55P03') return true;
  let e = error as { message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (
      typeof e.message === 'string' &&
      /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)/.test(e.message)
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}
