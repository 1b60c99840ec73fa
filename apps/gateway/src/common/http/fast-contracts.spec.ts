import 'reflect-metadata';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, getMetadataStorage } from 'class-validator';
import { CartItemDto, CheckoutDto, QuoteCartDto, SaveCartDto, Trim } from '@shop/contracts';
import { classSchema, fastContract } from './fast-contracts';
import { ContractValidationPipe } from './validation.pipe';

/**
 * The fast paths may only ever say yes where the contract class says yes and
 * would pass the body on unchanged. Every body here, the plain ones and
 * thousands of seeded mutations of every field the classes declare, is judged
 * both ways.
 */
const slowPipe = new ContractValidationPipe({ fastPaths: false });
const body = (metatype: unknown) => ({ type: 'body' as const, metatype: metatype as new () => object, data: undefined });

async function throughClass(value: unknown, metatype: unknown): Promise<{ ok: true; out: unknown } | { ok: false }> {
  try {
    return { ok: true, out: await slowPipe.transform(structuredClone(value), body(metatype)) };
  } catch {
    return { ok: false };
  }
}

const productLine = (quantity: number) => ({
  id: '0b6f9d4e-1c2a-4f3b-9a8e-5d7c6b4a3e21-half',
  name: 'Opera Pink Half Pan',
  price: 12.5,
  type: 'product',
  image: '/uploads/opera.webp',
  quantity,
  shipping: 3.75,
});
const quoteBody = {
  items: [
    productLine(1),
    productLine(2),
    { ...productLine(3), duration: null, image: null, shipping: null },
    { id: 'subscription-0b6f9d4e-1c2a-4f3b-9a8e-5d7c6b4a3e21-3', type: 'subscription', duration: 3, quantity: 1 },
  ],
  city: 'Austin',
  state: 'TX',
  couponCode: 'SPRING10',
};
const checkoutBody = {
  city: 'Austin',
  state: 'tx',
  couponCode: 'SPRING10',
  useStoreCredit: false,
  cartId: 'ann@example.com',
  items: quoteBody.items,
};

const LONG = (n: number) => 'x'.repeat(n);
/** Values worth trying in any field: edges of every rule the contracts have. */
const CANDIDATES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'TX',
  ' TX',
  'TX ',
  'tx',
  'T',
  'TXS',
  'T1',
  '\u00a0CA',
  'CA\n',
  'Austin',
  ' Austin',
  'Austin\t',
  LONG(49),
  LONG(50),
  LONG(51),
  LONG(99),
  LONG(100),
  LONG(101),
  LONG(199),
  LONG(200),
  LONG(201),
  LONG(254),
  LONG(255),
  LONG(300),
  LONG(301),
  LONG(500),
  LONG(501),
  '😀'.repeat(50),
  '😀'.repeat(51),
  'e\u0301'.repeat(30),
  '\ufe0f'.repeat(60),
  0,
  1,
  2,
  3,
  6,
  12,
  5,
  98,
  99,
  100,
  -1,
  1.5,
  99.5,
  1e21,
  Number.MAX_SAFE_INTEGER,
  '1',
  '99',
  true,
  false,
  'true',
  'product',
  'subscription',
  'mystery_box',
  'deal',
  'Product',
  [],
  [1],
  {},
  { a: 1 },
];

/** Every field a contract class declares (so a field added to a class is mutated too), and one it does not. */
const fieldsOf = (dto: new () => object) => [
  ...new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', false, false)
      .map((rule) => rule.propertyName),
  ),
  'extra',
];
const ITEM_FIELDS = fieldsOf(CartItemDto);
const QUOTE_FIELDS = fieldsOf(QuoteCartDto);
const CHECKOUT_FIELDS = fieldsOf(CheckoutDto);

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function set(target: Record<string, unknown>, field: string, value: unknown): void {
  if (value === undefined) delete target[field];
  else target[field] = value;
}

function mutateQuote(next: () => number): Record<string, unknown> {
  const copy = structuredClone(quoteBody) as Record<string, unknown> & { items: Record<string, unknown>[] };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const changes = 1 + Math.floor(next() * 3);
  for (let i = 0; i < changes; i++) {
    const line = Array.isArray(copy.items) ? pick(copy.items) : undefined;
    if (next() < 0.6 && line && typeof line === 'object') set(line, pick(ITEM_FIELDS), pick(CANDIDATES));
    else set(copy, pick(QUOTE_FIELDS), pick(CANDIDATES));
  }
  if (next() < 0.05 && Array.isArray(copy.items)) copy.items = Array.from({ length: 100 + Math.floor(next() * 2) }, () => productLine(1));
  return copy;
}

function mutateCheckout(next: () => number): Record<string, unknown> {
  const copy = structuredClone(checkoutBody) as Record<string, unknown> & { items: Record<string, unknown>[] };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const changes = 1 + Math.floor(next() * 3);
  for (let i = 0; i < changes; i++) {
    const line = Array.isArray(copy.items) ? pick(copy.items) : undefined;
    if (next() < 0.3 && line && typeof line === 'object') set(line, pick(ITEM_FIELDS), pick(CANDIDATES));
    else set(copy, pick(CHECKOUT_FIELDS), pick(CANDIDATES));
  }
  return copy;
}

async function expectNeverLooser(metatype: unknown, bodies: unknown[]): Promise<{ fast: number; slowOnly: number }> {
  const fast = fastContract(metatype)!;
  let fastCount = 0;
  let slowOnly = 0;
  for (const value of bodies) {
    const verdict = await throughClass(value, metatype);
    if (fast(structuredClone(value))) {
      fastCount++;
      // Said yes: the class must say yes too, and make nothing else of the body.
      if (!verdict.ok) throw new Error(`fast path accepted what the class refuses: ${JSON.stringify(value)}`);
      expect(JSON.parse(JSON.stringify(verdict.out))).toEqual(value);
    } else if (verdict.ok) {
      slowOnly++;
    }
  }
  return { fast: fastCount, slowOnly };
}

describe('fast contracts', () => {
  it('take the bodies the web app sends', () => {
    expect(fastContract(QuoteCartDto)!(structuredClone(quoteBody))).toBe(true);
    expect(fastContract(CheckoutDto)!(structuredClone(checkoutBody))).toBe(true);
    expect(fastContract(CheckoutDto)!({})).toBe(true);
  });

  it("are derived from the classes' decorators: each limit is written once, in the class", () => {
    class Sample {
      @IsOptional()
      @Trim()
      @IsString()
      @MaxLength(7)
      note?: string;

      @IsInt()
      @Min(2)
      @Max(4)
      count: number;

      @Trim()
      @IsString()
      @Matches(/^[A-Z]{2}$/)
      code: string;
    }
    expect(classSchema(Sample)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['count', 'code'],
      properties: {
        note: { type: ['string', 'null'], maxLength: 7, allOf: [{ type: ['string', 'null'], pattern: '^(?!\\s)[\\s\\S]*(?<!\\s)$' }] },
        count: { type: 'integer', minimum: 2, maximum: 4 },
        code: {
          type: 'string',
          allOf: [
            { type: 'string', pattern: '^[A-Z]{2}$' },
            { type: 'string', pattern: '^(?!\\s)[\\s\\S]*(?<!\\s)$' },
          ],
        },
      },
    });
  });

  it('leave a field whose rule has no JSON Schema equal to the class; a class that requires one has no fast path', async () => {
    // The quote's optional userEmail is a ShopEmail (trimmed, lower-cased, checked by isEmail): not in the schema.
    expect(Object.keys((classSchema(QuoteCartDto) as { properties: object }).properties)).not.toContain('userEmail');
    const withEmail = { ...structuredClone(quoteBody), userEmail: 'ann@example.com' };
    expect(fastContract(QuoteCartDto)!(structuredClone(withEmail))).toBe(false);
    expect(await throughClass(withEmail, QuoteCartDto)).toMatchObject({ ok: true });
    expect(classSchema(SaveCartDto)).toBeNull();
  });

  it('leave bodies that need normalising to the class (which trims them)', async () => {
    const padded = { ...structuredClone(quoteBody), city: ' Austin ', couponCode: ' spring10 ' };
    expect(fastContract(QuoteCartDto)!(structuredClone(padded))).toBe(false);
    const verdict = await throughClass(padded, QuoteCartDto);
    expect(verdict).toMatchObject({ ok: true, out: { city: 'Austin', couponCode: 'spring10' } });
  });

  it('never accept a cart quote the class refuses or would change (5,000 seeded mutations)', async () => {
    const next = random(20261122);
    const bodies = [quoteBody, ...Array.from({ length: 5000 }, () => mutateQuote(next))];
    const counts = await expectNeverLooser(QuoteCartDto, bodies);
    // The corpus really exercises both answers (the bound is loose: a new field shifts the seeded mutations).
    expect(counts.fast).toBeGreaterThan(200);
    expect(counts.slowOnly).toBeGreaterThan(25);
  });

  it('never accept a checkout the class refuses or would change (3,000 seeded mutations)', async () => {
    const next = random(42);
    const bodies = [checkoutBody, {}, ...Array.from({ length: 3000 }, () => mutateCheckout(next))];
    const counts = await expectNeverLooser(CheckoutDto, bodies);
    // Loose bounds, as above: the payment provider's field shifted the seeded mutations.
    expect(counts.fast).toBeGreaterThan(100);
    expect(counts.slowOnly).toBeGreaterThan(25);
  });
});
