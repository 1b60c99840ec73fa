import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { MAX_CART_LINES, QuoteCartDto, RecordActivityDto, SaveCartDto } from '@shop/contracts';
import { MAX_UNKNOWN_VALUES, sizeProblem } from './size-rules';
import { ContractValidationPipe } from './validation.pipe';

const line = { id: 'prod-1-half', quantity: 1 };
const lines = (n: number) => Array(n).fill(line);
const activity = { email: 'size@watercolor.test', activityType: 'page_view' };
const fields = (n: number, value: unknown = 1) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value]));

/** What class-validator itself says of the body (the class has the last word; the early check must agree with it). */
const classSays = (contract: new () => object, body: object) =>
  validateSync(plainToInstance(contract, body), { whitelist: true, forbidNonWhitelisted: true }).flatMap((e) => Object.values(e.constraints ?? {}));

describe('the size rules, judged before the contract class copies the body', () => {
  it(`refuses a list over its ArrayMaxSize with the class's own message (cart lines: at most ${MAX_CART_LINES})`, () => {
    expect(sizeProblem(QuoteCartDto, { items: lines(MAX_CART_LINES) })).toBeNull();
    const message = sizeProblem(QuoteCartDto, { items: lines(5_000) });
    expect(message).toBe(`items must contain no more than ${MAX_CART_LINES} elements`);
    expect(classSays(QuoteCartDto, { items: lines(MAX_CART_LINES + 1) })).toContain(message);
    expect(sizeProblem(SaveCartDto, { userEmail: activity.email, cartItems: lines(MAX_CART_LINES + 1) })).toBe(
      `cartItems must contain no more than ${MAX_CART_LINES} elements`,
    );
  });

  it('refuses activity metadata over 50 fields or 8 kB, and leaves other values to the class', () => {
    expect(sizeProblem(RecordActivityDto, { ...activity, metadata: fields(50, 'x'.repeat(100)) })).toBeNull();
    expect(sizeProblem(RecordActivityDto, { ...activity, metadata: fields(51) })).toBe('metadata must have at most 50 fields');
    expect(sizeProblem(RecordActivityDto, { ...activity, metadata: { text: 'x'.repeat(8 * 1024) } })).toBe('metadata must be at most 8 kB as JSON');
    expect(classSays(RecordActivityDto, { ...activity, metadata: fields(51) })).toEqual(['metadata must have at most 50 fields']);
    // Not an object: the class answers (its message names what the field must be).
    expect(sizeProblem(RecordActivityDto, { ...activity, metadata: 'text' })).toBeNull();
    expect(classSays(RecordActivityDto, { ...activity, metadata: 'text' })).toEqual(['metadata must be an object']);
    expect(sizeProblem(RecordActivityDto, { ...activity, metadata: null })).toBeNull();
  });

  it(`refuses unknown fields holding more than ${MAX_UNKNOWN_VALUES} values in all, at any depth its nested contracts reach; fewer are the class's`, async () => {
    expect(sizeProblem(RecordActivityDto, { ...activity, ...fields(MAX_UNKNOWN_VALUES) })).toBeNull();
    expect(sizeProblem(RecordActivityDto, { ...activity, ...fields(MAX_UNKNOWN_VALUES + 1) })).toBe(
      `k0: property k0 should not exist; k1: property k1 should not exist; k2: property k2 should not exist; and ${MAX_UNKNOWN_VALUES - 2} more fields that should not exist`,
    );
    expect(sizeProblem(QuoteCartDto, { items: [line, { ...line, colour: Array(MAX_UNKNOWN_VALUES).fill('red') }] })).toBe(
      'items.1.colour: property colour should not exist',
    );
    // The same words the pipe gives when the class finds a few.
    const few = await new ContractValidationPipe()
      .transform({ items: [line, { ...line, colour: 'red' }] }, { type: 'body', metatype: QuoteCartDto })
      .catch((err: BadRequestException) => (err.getResponse() as { message: string }).message);
    expect(few).toBe('items.1.colour: property colour should not exist');
  });
});
