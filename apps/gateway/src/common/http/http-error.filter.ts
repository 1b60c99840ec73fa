import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { HTTP_STATUS_BY_CODE, HttpErrorBody } from '@shop/contracts';
import { RemoteError } from '@shop/platform';

/** Serves the built web app for browser routes the API does not know (client-side routing). */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Every error leaves the gateway as { statusCode, error, message }
 * (docs/rules.md §5). Anything unexpected is logged and answered 500 without
 * details; a user's input never gets that far.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly spaFallback?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    if (exception instanceof NotFoundException && this.spaFallback?.(request, reply)) return;
    const body = this.toBody(exception, request);
    if (body.statusCode >= 500 && body.statusCode !== 503) {
      this.logger.error(`${request.method} ${request.url}: ${(exception as Error)?.stack ?? String(exception)}`);
    }
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): HttpErrorBody {
    if (exception instanceof RemoteError) {
      const status = HTTP_STATUS_BY_CODE[exception.code] ?? 500;
      return errorBody(status, status === 500 ? 'Something went wrong on our side. Please try again.' : exception.message);
    }
    if (exception instanceof NotFoundException && isRouteNotFound(exception)) {
      return errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`);
    }
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      return errorBody(exception.getStatus(), flatten(message) ?? exception.message);
    }
    const status = (exception as { statusCode?: number })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return errorBody(status, (exception as Error).message);
    }
    if (isMalformedForm(exception)) return errorBody(400, MALFORMED_FORM);
    return errorBody(500, 'Something went wrong on our side. Please try again.');
  }
}

export function errorBody(statusCode: number, message: string): HttpErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

function flatten(message: unknown): string | undefined {
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : undefined;
}

export const MALFORMED_FORM = 'The form data could not be read: send it as multipart/form-data with its boundary, complete';

/**
 * The multipart reader's (busboy's) own errors carry neither a code nor a
 * status, only these sentences: a form without its boundary, one cut short,
 * one whose boundary is too long. Whoever reads a form, the sender gets 400.
 */
const MALFORMED_FORM_ERRORS = /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|\w+ terminated early due to unexpected end of multipart data|The needle cannot have a length bigger than \d+\.|Malformed part header)$/;

export function isMalformedForm(exception: unknown): boolean {
  return exception instanceof Error && !(exception as { code?: unknown }).code && MALFORMED_FORM_ERRORS.test(exception.message);
}

function isRouteNotFound(exception: NotFoundException): boolean {
  return /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(exception.message);
}
