import type { ArgumentsHost } from '@nestjs/common';
import { lastValueFrom, Observable } from 'rxjs';
import { QueryFailedError } from 'typeorm';
import { RemoteError, toErrorBody, unavailable } from '../bus/bus';
import { DATABASE_UNREACHABLE, DataErrorFilter, sqlState, VALUE_NOT_STORED } from './data-error.filter';

const host = {} as ArgumentsHost;

/** What a service's reply carries for this exception, once the filter has handled it. */
async function replyFor(exception: unknown) {
  const result = new DataErrorFilter().catch(exception, host) as Observable<unknown>;
  return toErrorBody(await lastValueFrom(result).catch((err: unknown) => err));
}

function queryFailed(code: string, message: string): QueryFailedError {
  return new QueryFailedError('INSERT INTO orders …', [], Object.assign(new Error(message), { code }));
}

describe("DataErrorFilter (the last net: a value Postgres refuses is the request's fault, 400)", () => {
  it.each([
    ['22003', 'value "2147483648" is out of range for type integer'],
    ['22P02', 'invalid input syntax for type integer: "1e+22"'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P05', 'unsupported Unicode escape sequence'],
    ['54001', 'stack depth limit exceeded'],
  ])("answers %s as BAD_REQUEST without the database's words", async (code, message) => {
    expect(await replyFor(queryFailed(code, message))).toEqual({ code: 'BAD_REQUEST', message: VALUE_NOT_STORED });
  });

  it('leaves every other failure as it was: a unique violation, a lost connection, a bug', async () => {
    expect(await replyFor(queryFailed('23505', 'duplicate key value'))).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal error' });
    expect(await replyFor(new TypeError('x is undefined'))).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal error' });
    expect(sqlState(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBeUndefined();
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
  ])('answers a database that went away (%s) as SERVICE_UNAVAILABLE (503), not a bug', async (code, message) => {
    expect(await replyFor(queryFailed(code, message))).toEqual({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNREACHABLE });
    expect(await replyFor(Object.assign(new Error(message), { code }))).toEqual({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNREACHABLE });
  });

  it("answers node-postgres's lost connection as SERVICE_UNAVAILABLE", async () => {
    expect(await replyFor(new Error('Connection terminated unexpectedly'))).toEqual({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNREACHABLE });
  });

  it('passes on what a call to another service answered: its unavailability as 503, an expected failure as its code, a bug as a bug', async () => {
    const down = unavailable('catalog.pricing.lines', 'is not running');
    expect(await replyFor(down)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: down.message });
    expect(await replyFor(new RemoteError('NOT_FOUND', 'No product with that id', 'catalog.product.get'))).toEqual({
      code: 'NOT_FOUND',
      message: 'No product with that id',
    });
    expect(await replyFor(new RemoteError('INTERNAL_ERROR', 'boom', 'catalog.product.get'))).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Internal error',
    });
  });
});
