import { jsonCopy } from './json-copy';

const roundTrip = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

class Money {
  constructor(
    public cents: number,
    private readonly hidden?: () => void,
  ) {}
  get dollars() {
    return this.cents / 100;
  }
}

describe('jsonCopy', () => {
  const cases: Record<string, unknown> = {
    'a cart quote': {
      lines: [{ id: 'a-half', price: 12.5, discount: null, image: undefined, quantity: 2 }],
      total: 25,
      coupon: null,
      mysteryBox: { enabled: true, next: { amountLeft: 3.75 } },
    },
    'dates, as ISO strings': { at: new Date('2026-11-22T07:00:00.000Z'), list: [new Date(0)] },
    'an invalid date, as null': { at: new Date('nope') },
    'undefined, functions and symbols: dropped from objects, null in arrays': {
      a: undefined,
      f: () => 1,
      s: Symbol('x'),
      list: [undefined, () => 1, Symbol('y'), 1],
    },
    'non-finite numbers and -0': { n: NaN, i: Infinity, m: -Infinity, z: -0, list: [NaN, -0] },
    'class instances, as their own enumerable fields': { money: new Money(1250, () => undefined) },
    'a map and a set, as empty objects': { map: new Map([['a', 1]]), set: new Set([1]) },
    'a buffer, by its toJSON': { file: Buffer.from('hi') },
    'toJSON with its key': { nested: { toJSON: (key: string) => `key was ${key}` }, list: [{ toJSON: (key: string) => key }] },
    'a string': 'plain',
    'a number': 4.2,
    null: null,
    'an array at the top': [1, 'two', { three: 3 }],
    'an object without prototype': Object.assign(Object.create(null), { a: 1 }),
  };

  for (const [name, value] of Object.entries(cases)) {
    it(`answers what the JSON round trip answers: ${name}`, () => {
      expect(jsonCopy(value)).toStrictEqual(roundTrip(value));
    });
  }

  it('answers undefined for undefined, as the bus always has', () => {
    expect(jsonCopy(undefined)).toBeUndefined();
  });

  it('never shares an object with what it copied', () => {
    const value = { nested: { list: [{ a: 1 }] } };
    const copy = jsonCopy(value);
    copy.nested.list[0].a = 2;
    expect(value.nested.list[0].a).toBe(1);
  });

  it('refuses a BigInt as JSON does', () => {
    expect(() => jsonCopy({ n: BigInt(1) })).toThrow(TypeError);
  });
});
