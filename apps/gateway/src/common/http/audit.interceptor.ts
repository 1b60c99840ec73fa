import { CallHandler, ExecutionContext, HttpException, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, Observable } from 'rxjs';
import { AuditEntryInput, AuditPatterns, HTTP_STATUS_BY_CODE } from '@shop/contracts';
import { RemoteError } from '@shop/platform';
import { Identity } from '../auth/identity';
import { ServiceClient } from '../service-client';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every administrator write with the status it ended in, before the
 * answer goes out, so the log never lags behind what the admin saw.
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
    return next.handle().pipe(
      mergeMap((result) => from(this.record(request, successStatus).then(() => result))),
      catchError((err) => from(this.record(request, statusOf(err)).then(() => { throw err; }))),
    );
  }

  private async record(request: FastifyRequest, statusCode: number): Promise<void> {
    try {
      const admin = await this.identity.adminOf(request);
      if (!admin) return;
      const params = Object.values((request.params ?? {}) as Record<string, string>);
      const entry: AuditEntryInput = {
        adminId: admin.id,
        adminEmail: admin.email,
        method: request.method,
        path: request.url.split('?')[0],
        target: params.length ? params.join('/') : null,
        ip: request.ip,
        statusCode,
      };
      await this.services.send(AuditPatterns.record, entry);
    } catch (err) {
      this.logger.error(`could not record ${request.method} ${request.url}: ${(err as Error).message}`);
    }
  }
}

function statusOf(err: unknown): number {
  if (err instanceof HttpException) return err.getStatus();
  if (err instanceof RemoteError) return HTTP_STATUS_BY_CODE[err.code] ?? 500;
  return 500;
}
