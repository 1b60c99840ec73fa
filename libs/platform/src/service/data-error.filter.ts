import { ArgumentsHost, Catch, Logger } from '@nestjs/common';
import { BaseRpcExceptionFilter } from '@nestjs/microservices';
import { Observable, throwError } from 'rxjs';
import type { ServiceErrorBody } from '@shop/contracts';
import { RemoteError } from '../bus/bus';

/**
 * Postgres' answers to a value it cannot take: text that is not a number
 * (22P02), a number out of range (22003), bytes that are not UTF-8 (22021),
 * a character it cannot store (22P05: NUL in jsonb, a lone surrogate), a value
 * nested too deep (54001).
 */
export const DATA_ERROR_CODES = new Set(['22P02', '22003', '22021', '22P05', '54001']);

export const VALUE_NOT_STORED =
  'A value in this request cannot be stored (a number too large, or text the shop cannot keep). Please check what you sent.';

/** The SQLSTATE of a database error (TypeORM copies the driver's fields onto its QueryFailedError), or undefined. */
export function sqlState(err: unknown): string | undefined {
  const code =
    (err as { code?: unknown; driverError?: { code?: unknown } } | null)?.code ??
    (err as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export const DATABASE_UNREACHABLE = 'The shop cannot reach its database right now. Please try again shortly.';

/**
 * PostgreSQL went away under the handler (restarting, crashed, out of connections): SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (shut down, crashed, starting up), 53300 (too many connections); the socket refused or cut;
 * node-postgres's own words for a lost or late connection. TypeORM's QueryFailedError carries the driver's code and message.
 */
export function databaseUnreachable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(code))
  ) {
    return true;
  }
  return (
    typeof message === 'string' &&
    /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(message)
  );
}

/**
 * The last net under the contracts (docs/rules.md §5: input a user can send
 * never produces a 500): a value the database refuses as data answers 400 and
 * changes nothing (its transaction is rolled back). The contract should have
 * refused it first, so each one is logged as a gap to close. A database or a
 * service this one called that is unavailable answers 503.
 */
@Catch()
export class DataErrorFilter extends BaseRpcExceptionFilter {
  private readonly logger = new Logger('DataError');

  override catch(exception: unknown, host: ArgumentsHost): Observable<unknown> {
    const state = sqlState(exception);
    if (state && DATA_ERROR_CODES.has(state)) {
      this.logger.warn(`the database refused a value (${state}: ${(exception as Error).message}); the request's contract should refuse it`);
      return throwError(() => ({ code: 'BAD_REQUEST', message: VALUE_NOT_STORED }) satisfies ServiceErrorBody);
    }
    // Not the request's fault nor a bug: the caller is told 503, as for a service that is not running (docs/architecture.md "Faults").
    if (databaseUnreachable(exception)) {
      this.logger.warn(`the database is not reachable: ${(exception as Error).message}`);
      return throwError(() => ({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNREACHABLE }) satisfies ServiceErrorBody);
    }
    // A call this handler made to another service failed on purpose, or found it unavailable: the caller is told the
    // same (a catalogue that is down is 503 to whoever's checkout needed it, never a 500 here).
    if (exception instanceof RemoteError && exception.code !== 'INTERNAL_ERROR') {
      const { code, message, errors } = exception;
      return throwError(() => (errors ? { code, message, errors } : { code, message }) satisfies ServiceErrorBody);
    }
    return super.catch(exception, host);
  }
}
