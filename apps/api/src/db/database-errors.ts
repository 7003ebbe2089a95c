/**
 * Errors that mean "the database cannot answer now" rather than "this query is wrong": the API
 * answers them with 503 and Retry-After, and the next request tries again (pools reconnect, SQLite
 * retries its lock), so the service recovers by itself when the database returns.
 */

/** Node socket errors on the way to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P05 (shutdown, cannot connect
 * now, idle session timeout), 53300 (too many connections), 57014 (statement timeout) and 40001/
 * 40P01 would be retried by a visitor anyway, but those last are query outcomes, not outages.
 */
function isUnavailablePgState(code: string): boolean {
  return code.startsWith('08') || /^57P0[1-5]$/.test(code) || code === '53300' || code === '57014';
}

/** SQLite result codes of a locked, unreadable or failing database file (better-sqlite3 `code`). */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|READONLY|PERM|FULL|NOTADB|CORRUPT|PROTOCOL)/;

/** Messages of node-postgres and its pool that carry no code. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLITE_CODES.test(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && isUnavailablePgState(code)) return true;
  }
  if (typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text))) return true;
  // AggregateError (several addresses refused) and wrapped causes.
  const inner = (error as { errors?: unknown[] }).errors;
  if (Array.isArray(inner) && inner.some((item) => isDatabaseUnavailable(item, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * A write refused by a unique index (SQLite's `SQLITE_CONSTRAINT_UNIQUE`, PostgreSQL's 23505): the
 * row another request wrote first, which a check before the write could not see coming.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
