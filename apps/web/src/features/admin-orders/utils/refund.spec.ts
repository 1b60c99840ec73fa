/// <reference types="jest" />
import 'reflect-metadata';
import { REFUND_REASON_MAX_LENGTH } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { canRefund, checkRefund, keepsAttempt, nextAttempt } from './refund';

const values = (amount: string, reason = 'Damaged in the post') => ({ amount, reason });
const apiError = (status: number, code: string) => new ApiError(status, 'refused', { statusCode: status, error: 'x', message: 'refused', code });

describe('the refund form', () => {
  it('is offered for a paid, processing, shipped or completed order with something left to refund', () => {
    for (const status of ['paid', 'processing', 'shipped', 'completed'] as const) expect(canRefund(status, 12.5)).toBe(true);
    for (const status of ['pending', 'expired', 'cancelled'] as const) expect(canRefund(status, 12.5)).toBe(false);
    expect(canRefund('paid', 0)).toBe(false);
  });

  it('takes an amount of dollars above 0 with at most 2 decimals, up to what is left, and a reason, both trimmed', () => {
    expect(checkRefund(values(' 12.50 ', '  Damaged  '), 12.5)).toEqual({ ok: true, input: { amount: 12.5, reason: 'Damaged' } });
    expect(checkRefund(values('0.01'), 0.01)).toEqual({ ok: true, input: { amount: 0.01, reason: 'Damaged in the post' } });
  });

  it('refuses what the server refuses: no amount, 0, negative, three decimals, not a number', () => {
    expect(checkRefund(values(''), 10)).toEqual({ ok: false, errors: { amount: 'Enter the amount to refund' } });
    expect(checkRefund(values('0'), 10)).toEqual({ ok: false, errors: { amount: 'Amount must be more than 0' } });
    expect(checkRefund(values('-1'), 10)).toEqual({ ok: false, errors: { amount: 'Amount must be more than 0' } });
    expect(checkRefund(values('1.005'), 10)).toEqual({ ok: false, errors: { amount: 'Amount must have at most 2 decimals' } });
    expect(checkRefund(values('abc'), 10)).toEqual({ ok: false, errors: { amount: 'Amount must be a number of dollars' } });
  });

  it('refuses more than what is left to refund, to the cent', () => {
    expect(checkRefund(values('10.01'), 10)).toEqual({ ok: false, errors: { amount: 'Amount must be at most $10.00, what is left to refund' } });
    expect(checkRefund(values('10.00'), 10).ok).toBe(true);
    // 0.1 + 0.2 as the server may sum it: still 30 cents.
    expect(checkRefund(values('0.3'), 0.1 + 0.2).ok).toBe(true);
  });

  it('asks for a reason of 1 to REFUND_REASON_MAX_LENGTH characters once trimmed', () => {
    expect(checkRefund(values('5', '   '), 10)).toEqual({ ok: false, errors: { reason: 'Enter the reason for the refund' } });
    expect(checkRefund(values('5', ` ${'r'.repeat(REFUND_REASON_MAX_LENGTH)} `), 10).ok).toBe(true);
    expect(checkRefund(values('5', 'r'.repeat(REFUND_REASON_MAX_LENGTH + 1)), 10)).toEqual({
      ok: false,
      errors: { reason: `Reason must be at most ${REFUND_REASON_MAX_LENGTH} characters` },
    });
    expect(checkRefund(values('', ''), 10)).toEqual({
      ok: false,
      errors: { amount: 'Enter the amount to refund', reason: 'Enter the reason for the refund' },
    });
  });
});

describe('the Idempotency-Key of a refund', () => {
  it('is a version-4 UUID, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(newIdempotencyKey((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('stays the same for a retry of the same submission and is new for another amount or reason', () => {
    let n = 0;
    const newKey = () => `key-${++n}`;
    const first = nextAttempt(null, { amount: 5, reason: 'Damaged' }, newKey);
    expect(first).toEqual({ amount: 5, reason: 'Damaged', key: 'key-1' });
    expect(nextAttempt(first, { amount: 5, reason: 'Damaged' }, newKey)).toBe(first);
    expect(nextAttempt(first, { amount: 6, reason: 'Damaged' }, newKey).key).toBe('key-2');
    expect(nextAttempt(first, { amount: 5, reason: 'Broken' }, newKey).key).toBe('key-3');
  });

  it('is kept after no answer or a 5xx (the refund may be written down), dropped after a refusal (nothing was refunded)', () => {
    expect(keepsAttempt(new TypeError('Failed to fetch'))).toBe(true);
    expect(keepsAttempt(apiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE'))).toBe(true);
    expect(keepsAttempt(apiError(500, 'INTERNAL_ERROR'))).toBe(true);
    expect(keepsAttempt(apiError(400, 'REFUND_OVER_REMAINDER'))).toBe(false);
    expect(keepsAttempt(apiError(400, 'BAD_REQUEST'))).toBe(false);
    expect(keepsAttempt(apiError(409, 'ORDER_STATUS_CONFLICT'))).toBe(false);
  });
});
