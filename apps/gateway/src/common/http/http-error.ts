import { HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { errorCodeOfStatus, httpStatusOf, type ErrorCode, type HttpErrorBody } from '@shop/contracts';

/** The body of every HTTP error (docs/rules.md §5); without a code of its own, the generic code of its status. */
export function errorBody(statusCode: number, message: string, code: ErrorCode = errorCodeOfStatus(statusCode)): HttpErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code };
}

/** An expected failure the gateway answers itself (the services' counterpart is serviceError): its status comes from its code. */
export function httpError(code: ErrorCode, message: string): HttpException {
  const status = httpStatusOf(code);
  return new HttpException(errorBody(status, message, code), status);
}

/** Answers an error body as JSON with its status, for the refusals made before Nest's filter can see them. */
export function sendErrorBody(reply: FastifyReply, body: HttpErrorBody): FastifyReply {
  return reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}
