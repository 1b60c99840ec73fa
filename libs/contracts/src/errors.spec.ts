import { ERROR_CODES, errorCodeOfStatus, HTTP_STATUS_BY_KIND, httpStatusOf, isErrorCode } from './errors';

describe('the error codes', () => {
  it("gives every code the status of its kind, and each kind's generic code that same status", () => {
    for (const [code, kind] of Object.entries(ERROR_CODES))
      expect({ code, status: httpStatusOf(code) }).toEqual({ code, status: HTTP_STATUS_BY_KIND[kind] });
    for (const [kind, status] of Object.entries(HTTP_STATUS_BY_KIND)) expect(errorCodeOfStatus(status)).toBe(kind);
  });

  it('names the expected outcomes the shop answers: sold out, already entered, not enough credits, invalid coupon, not verified, rate limited', () => {
    expect(httpStatusOf('SOLD_OUT')).toBe(409);
    expect(httpStatusOf('ALREADY_ENTERED')).toBe(409);
    expect(httpStatusOf('NOT_ENOUGH_CREDITS')).toBe(422);
    expect(httpStatusOf('INVALID_COUPON')).toBe(422);
    expect(httpStatusOf('NOT_VERIFIED')).toBe(403);
    expect(httpStatusOf('RATE_LIMITED')).toBe(429);
  });

  it("treats a code it does not know (a driver's '23505', a newer service's) as unexpected: 500", () => {
    expect(isErrorCode('23505')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(httpStatusOf('23505')).toBe(500);
    expect(errorCodeOfStatus(405)).toBe('BAD_REQUEST');
    expect(errorCodeOfStatus(502)).toBe('INTERNAL_ERROR');
  });
});
