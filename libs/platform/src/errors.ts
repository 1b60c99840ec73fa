import { RpcException } from '@nestjs/microservices';
import type { ErrorCode } from '@shop/contracts';

/** An expected failure a service answers with; the gateway maps its code to an HTTP status. */
export function serviceError(code: ErrorCode, message: string): RpcException {
  return new RpcException({ code, message });
}
