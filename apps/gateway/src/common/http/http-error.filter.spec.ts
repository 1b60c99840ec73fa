import { ArgumentsHost, BadRequestException } from '@nestjs/common';
import { HttpErrorFilter, isMalformedForm, MALFORMED_FORM } from './http-error.filter';

/** What the filter answers for an exception: the status and the body it sends. */
function answerTo(exception: unknown): { status: number; body: { statusCode: number; error: string; message: string } } {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    status(code: number) { sent.status = code; return reply; },
    header() { return reply; },
    send(body: unknown) { sent.body = body; return reply; },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method: 'POST', url: '/api/products' }) }) } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent as { status: number; body: { statusCode: number; error: string; message: string } };
}

describe('HttpErrorFilter', () => {
  it("answers the multipart reader's errors — no boundary, cut short, a boundary too long — with 400, not 500", () => {
    for (const message of [
      'Multipart: Boundary not found', 'Unexpected end of multipart data', 'Part terminated early due to unexpected end of multipart data',
      'The needle cannot have a length bigger than 256.', 'Boundary required',
    ]) {
      const error = message === 'Boundary required' ? new TypeError(message) : new Error(message);
      expect(isMalformedForm(error)).toBe(true);
      expect(answerTo(error)).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: MALFORMED_FORM } });
    }
  });

  it('still answers anything unexpected with 500, without details', () => {
    const answer = answerTo(new Error('Cannot read properties of undefined'));
    expect(answer.status).toBe(500);
    expect(answer.body.message).toBe('Something went wrong on our side. Please try again.');
    expect(isMalformedForm(Object.assign(new Error('Unexpected end of multipart data'), { code: 'ECONNRESET' }))).toBe(false);
  });

  it('passes an HTTP exception on as its status and message', () => {
    expect(answerTo(new BadRequestException('name is required'))).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'name is required' } });
  });
});
