import { RpcException } from '@nestjs/microservices';
import { isErrorCode, type ErrorCode } from '@shop/contracts';

/** An expected failure a service answers with; the gateway answers its code with the status of its kind. */
export function serviceError(code: ErrorCode, message: string): RpcException {
  return new RpcException({ code, message });
}

/** The code of an expected failure a service threw with serviceError, or undefined for anything else (a bug, a lost connection). */
export function serviceErrorCode(err: unknown): ErrorCode | undefined {
  if (!(err instanceof RpcException)) return undefined;
  const body = err.getError();
  const code = body && typeof body === 'object' && 'code' in body ? body.code : undefined;
  return isErrorCode(code) ? code : undefined;
}
