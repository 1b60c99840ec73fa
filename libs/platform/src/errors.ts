import { RpcException } from '@nestjs/microservices';
import type { ErrorCode } from '@shop/contracts';

/** An expected failure a service answers with; the gateway maps its code to an HTTP status. */
export function serviceError(code: ErrorCode, message: string): RpcException {
  return new RpcException({ code, message });
}

/** The code of an expected failure a service threw with serviceError, or undefined for anything else (a bug, a lost connection). */
export function serviceErrorCode(err: unknown): ErrorCode | undefined {
  if (!(err instanceof RpcException)) return undefined;
  const body = err.getError();
  return body && typeof body === 'object' && 'code' in body ? (body as { code: ErrorCode }).code : undefined;
}
