/// <reference types="jest" />
import { ALREADY_ASKED_WHEN_BACK, NOT_SOLD_OUT_MESSAGE } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { askedText, notifyRefusal } from './notify-when-back';

const refused = (status: number, code: string, message: string) => new ApiError(status, message, { statusCode: status, code, message });

describe('a refused “Email me when it’s back”', () => {
  it('reads as asked when she asked already, with her e-mail when the session knows it, else the server’s words', () => {
    const already = refused(409, 'CONFLICT', ALREADY_ASKED_WHEN_BACK);
    expect(notifyRefusal(already, 'ada@example.com')).toEqual({ kind: 'asked', text: "We'll email ada@example.com when it's back." });
    expect(notifyRefusal(already, null)).toEqual({ kind: 'asked', text: ALREADY_ASKED_WHEN_BACK });
  });

  it('asks her to sign in without a session', () => {
    expect(notifyRefusal(refused(401, 'NOT_SIGNED_IN', 'Please sign in with your e-mail first'), 'ada@example.com')).toEqual({ kind: 'sign-in' });
  });

  it('shows the server’s message otherwise, as when it is not sold out any more', () => {
    expect(notifyRefusal(refused(400, 'BAD_REQUEST', NOT_SOLD_OUT_MESSAGE), 'ada@example.com')).toEqual({
      kind: 'problem',
      message: NOT_SOLD_OUT_MESSAGE,
    });
    expect(notifyRefusal(new Error('boom'), null)).toEqual({ kind: 'problem', message: 'Could not ask to be told. Please try again.' });
  });

  it('names her e-mail once asked', () => {
    expect(askedText('ada@example.com')).toBe("We'll email ada@example.com when it's back.");
  });
});
