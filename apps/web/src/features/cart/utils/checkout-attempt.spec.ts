import { ApiError } from '@/lib/api-client';
import { mayHaveBeenPlaced, nextCheckoutAttempt } from './checkout-attempt';

describe('the Idempotency-Key of a checkout', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('sends the same key again only for the very same checkout that got no answer', () => {
    const newKey = keys();
    const first = nextCheckoutAttempt(null, { items: [{ id: 'a', quantity: 1 }] }, newKey);
    expect(first.key).toBe('key-1');
    expect(nextCheckoutAttempt(first, { items: [{ id: 'a', quantity: 1 }] }, newKey)).toBe(first);
    expect(nextCheckoutAttempt(first, { items: [{ id: 'a', quantity: 2 }] }, newKey).key).toBe('key-2');
    expect(nextCheckoutAttempt(null, { items: [{ id: 'a', quantity: 1 }] }, newKey).key).toBe('key-3');
  });

  it('keeps the key after no answer, a 5xx or a first attempt still under way; not after a refusal', () => {
    expect(mayHaveBeenPlaced(new TypeError('Failed to fetch'))).toBe(true);
    expect(mayHaveBeenPlaced(new ApiError(503, 'down', { code: 'SERVICE_UNAVAILABLE' }))).toBe(true);
    expect(mayHaveBeenPlaced(new ApiError(409, 'busy', { code: 'IDEMPOTENT_REQUEST_IN_PROGRESS' }))).toBe(true);
    expect(mayHaveBeenPlaced(new ApiError(409, 'sold out', { code: 'SOLD_OUT' }))).toBe(false);
    expect(mayHaveBeenPlaced(new ApiError(400, 'bad', { code: 'BAD_REQUEST' }))).toBe(false);
  });
});
