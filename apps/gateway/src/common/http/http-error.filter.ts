import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpStatusOf, isErrorCode, type HttpErrorBody } from '@shop/contracts';
import { RemoteError } from '@shop/platform';
import { errorBody, sendErrorBody } from './http-error';

/** Serves the built web app for browser routes the API does not know (client-side routing). */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Every error leaves the gateway as { statusCode, error, message, code }
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
    void sendErrorBody(reply, body);
  }

  private toBody(exception: unknown, request: FastifyRequest): HttpErrorBody {
    if (exception instanceof RemoteError) {
      const status = httpStatusOf(exception.code);
      if (status === 500) return errorBody(500, SOMETHING_WENT_WRONG);
      const body = errorBody(status, exception.message, exception.code);
      return exception.errors ? { ...body, errors: exception.errors } : body;
    }
    if (exception instanceof NotFoundException && isRouteNotFound(exception)) {
      return errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`, 'ROUTE_NOT_FOUND');
    }
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const { message, code } =
        typeof response === 'string' ? { message: response, code: undefined } : (response as { message?: unknown; code?: unknown });
      return errorBody(exception.getStatus(), flatten(message) ?? exception.message, isErrorCode(code) ? code : undefined);
    }
    const status = (exception as { statusCode?: number })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return errorBody(status, (exception as Error).message);
    }
    if (isMalformedForm(exception)) return errorBody(400, MALFORMED_FORM, 'MALFORMED_FORM');
    return errorBody(500, SOMETHING_WENT_WRONG);
  }
}

const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again.';

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
const MALFORMED_FORM_ERRORS =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|\w+ terminated early due to unexpected end of multipart data|The needle cannot have a length bigger than \d+\.|Malformed part header)$/;

export function isMalformedForm(exception: unknown): boolean {
  return exception instanceof Error && !(exception as { code?: unknown }).code && MALFORMED_FORM_ERRORS.test(exception.message);
}

function isRouteNotFound(exception: NotFoundException): boolean {
  return /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(exception.message);
}
