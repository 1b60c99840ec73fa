import { ArgumentsHost, BadRequestException } from '@nestjs/common';
import { RemoteError } from '@shop/platform';
import { httpError } from './http-error';
import { HttpErrorFilter, isMalformedForm, MALFORMED_FORM } from './http-error.filter';

/** What the filter answers for an exception: the status and the body it sends. */
function answerTo(exception: unknown): { status: number; body: { statusCode: number; error: string; message: string; code: string } } {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header() {
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method: 'POST', url: '/api/products' }) }),
  } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent as { status: number; body: { statusCode: number; error: string; message: string; code: string } };
}

describe('HttpErrorFilter', () => {
  it("answers the multipart reader's errors — no boundary, cut short, a boundary too long — with 400, not 500", () => {
    for (const message of [
      'Multipart: Boundary not found',
      'Unexpected end of multipart data',
      'Part terminated early due to unexpected end of multipart data',
      'The needle cannot have a length bigger than 256.',
      'Boundary required',
    ]) {
      const error = message === 'Boundary required' ? new TypeError(message) : new Error(message);
      expect(isMalformedForm(error)).toBe(true);
      expect(answerTo(error)).toEqual({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: MALFORMED_FORM, code: 'MALFORMED_FORM' },
      });
    }
  });

  it('still answers anything unexpected with 500, without details', () => {
    const answer = answerTo(new Error('Cannot read properties of undefined'));
    expect(answer.status).toBe(500);
    expect(answer.body.message).toBe('Something went wrong on our side. Please try again.');
    expect(answer.body.code).toBe('INTERNAL_ERROR');
    expect(isMalformedForm(Object.assign(new Error('Unexpected end of multipart data'), { code: 'ECONNRESET' }))).toBe(false);
  });

  it("answers a service's expected failure with its code and the status of the code's kind", () => {
    expect(answerTo(new RemoteError('ALREADY_ENTERED', 'Already Entered', 'engagement.giveaway.enter'))).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'Already Entered', code: 'ALREADY_ENTERED' },
    });
    expect(answerTo(httpError('NOT_SIGNED_IN', 'Please sign in'))).toEqual({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in', code: 'NOT_SIGNED_IN' },
    });
  });

  it("hides the words of a service's unexpected failure: 500 INTERNAL_ERROR", () => {
    expect(answerTo(new RemoteError('INTERNAL_ERROR', 'relation "orders" does not exist', 'commerce.order.get')).body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
  });

  it('passes an HTTP exception on as its status and message', () => {
    expect(answerTo(new BadRequestException('name is required'))).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'name is required', code: 'BAD_REQUEST' },
    });
  });
});
