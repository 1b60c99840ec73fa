import { ApiError } from './api-client';
import { mayHaveHappened, nextAttempt, retriedWrite } from './retried-write';

describe('the Idempotency-Key of a write that may be retried (a checkout, a manual order)', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('sends the same key again only for the very same checkout that got no answer', () => {
    const newKey = keys();
    const first = nextAttempt(null, { items: [{ id: 'a', quantity: 1 }] }, newKey);
    expect(first.key).toBe('key-1');
    expect(nextAttempt(first, { items: [{ id: 'a', quantity: 1 }] }, newKey)).toBe(first);
    expect(nextAttempt(first, { items: [{ id: 'a', quantity: 2 }] }, newKey).key).toBe('key-2');
    expect(nextAttempt(null, { items: [{ id: 'a', quantity: 1 }] }, newKey).key).toBe('key-3');
  });

  it('keeps the key after no answer, a 5xx or a first attempt still under way; not after a refusal', () => {
    expect(mayHaveHappened(new TypeError('Failed to fetch'))).toBe(true);
    expect(mayHaveHappened(new ApiError(503, 'down', { code: 'SERVICE_UNAVAILABLE' }))).toBe(true);
    expect(mayHaveHappened(new ApiError(409, 'busy', { code: 'IDEMPOTENT_REQUEST_IN_PROGRESS' }))).toBe(true);
    expect(mayHaveHappened(new ApiError(409, 'sold out', { code: 'SOLD_OUT' }))).toBe(false);
    expect(mayHaveHappened(new ApiError(400, 'bad', { code: 'BAD_REQUEST' }))).toBe(false);
  });

  it('sends the same key again for the same write after no answer, and a new one after an answer', async () => {
    const sent: string[] = [];
    let fail = true;
    const write = retriedWrite(async (_body: { n: number }, headers) => {
      sent.push(headers['Idempotency-Key']);
      if (fail) throw new TypeError('Failed to fetch');
      return 'ok';
    });
    await expect(write({ n: 1 })).rejects.toThrow('Failed to fetch');
    fail = false;
    await expect(write({ n: 1 })).resolves.toBe('ok');
    await write({ n: 1 });
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).not.toBe(sent[1]);
  });
});
