import { CallHandler, ExecutionContext, HttpException, Injectable, Logger, NestInterceptor, ServiceUnavailableException } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, Observable } from 'rxjs';
import { AuditEntryInput, AuditOutcome, AuditPatterns, httpStatusOf } from '@shop/contracts';
import { RemoteError } from '@shop/platform';
import { Identity } from '../auth/identity';
import { ServiceClient } from '../service-client';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const AUDIT_UNAVAILABLE = 'The audit log cannot record this change right now, so nothing was changed. Please try again in a moment.';

/**
 * No administrator write goes unaudited (docs/rules.md §4 "Audit log"): its entry is recorded before
 * the write runs — if it cannot be, the write is not performed and the answer is 503 — and completed
 * with the status the write ended in before the answer goes out. An outcome that cannot be recorded
 * leaves the entry as attempted (status null); the write itself has happened and is answered as it was.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly identity: Identity,
    private readonly services: ServiceClient,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!WRITES.has(request.method)) return next.handle();
    const successStatus: number = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) ?? (request.method === 'POST' ? 201 : 200);
    // next.handle() is cold: the handler (and its validation) runs only once the entry is recorded.
    return from(this.recordAttempt(request)).pipe(
      mergeMap((entryId) =>
        next.handle().pipe(
          mergeMap((result) => from(this.complete(request, entryId, successStatus).then(() => result))),
          catchError((err) =>
            from(
              this.complete(request, entryId, statusOf(err)).then(() => {
                throw err;
              }),
            ),
          ),
        ),
      ),
    );
  }

  /** The new entry's id; null when no admin is behind the request (the guard has answered it already). */
  private async recordAttempt(request: FastifyRequest): Promise<string | null> {
    try {
      const admin = await this.identity.adminOf(request);
      if (!admin) return null;
      const params = Object.values((request.params ?? {}) as Record<string, string>);
      const entry: AuditEntryInput = {
        adminId: admin.id,
        adminEmail: admin.email,
        method: request.method,
        path: request.url.split('?')[0],
        target: params.length ? params.join('/') : null,
        ip: request.ip,
      };
      const { id } = await this.services.send(AuditPatterns.record, entry);
      return id;
    } catch (err) {
      this.logger.error(`refused ${request.method} ${request.url}: its audit entry could not be recorded: ${(err as Error).message}`);
      throw new ServiceUnavailableException(AUDIT_UNAVAILABLE);
    }
  }

  private async complete(request: FastifyRequest, id: string | null, statusCode: number): Promise<void> {
    if (!id) return;
    try {
      await this.services.send(AuditPatterns.complete, { id, statusCode } satisfies AuditOutcome);
    } catch (err) {
      this.logger.error(
        `${request.method} ${request.url} ended ${statusCode}, but its audit entry ${id} stays "attempted": ${(err as Error).message}`,
      );
    }
  }
}

function statusOf(err: unknown): number {
  if (err instanceof HttpException) return err.getStatus();
  if (err instanceof RemoteError) return httpStatusOf(err.code);
  return 500;
}
