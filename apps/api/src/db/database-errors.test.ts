import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01')],
    ['PostgreSQL starting up (57P03)', withCode('57P03')],
    ['a connection failure (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a statement timeout (57014)', withCode('57014')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['SQLite locked by another writer', withCode('SQLITE_BUSY')],
    ['SQLite unable to open the file', withCode('SQLITE_CANTOPEN')],
    ['SQLite disk I/O error', withCode('SQLITE_IOERR_READ')],
    ['SQLite on a full disk', withCode('SQLITE_FULL')],
    ['an AggregateError of refusals', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
  ])('%s is an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error (42601)', withCode('42601')],
    ['a unique violation (23505)', withCode('23505')],
    ['an out-of-range value (22003)', withCode('22003')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
