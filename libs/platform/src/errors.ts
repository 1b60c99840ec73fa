import { RpcException } from '@nestjs/microservices';
import { isErrorCode, type ErrorCode, type ErrorDetail } from '@shop/contracts';

/**
 * An expected failure a service answers with; the gateway answers its code with the status of its kind. `errors` lists
 * every problem when there are several (a file's rows); the message names the first.
 */
export function serviceError(code: ErrorCode, message: string, errors?: ErrorDetail[]): RpcException {
  return new RpcException(errors ? { code, message, errors } : { code, message });
}

/** The code of an expected failure a service threw with serviceError, or undefined for anything else (a bug, a lost connection). */
export function serviceErrorCode(err: unknown): ErrorCode | undefined {
  if (!(err instanceof RpcException)) return undefined;
  const body = err.getError();
  const code = body && typeof body === 'object' && 'code' in body ? body.code : undefined;
  return isErrorCode(code) ? code : undefined;
}
