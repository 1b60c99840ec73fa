import 'reflect-metadata';
import { DealRow } from './daily-deal-row';
import { dealsWritten, PublicDealsCache } from './public-daily-deals-cache';

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

function row(id: string, startMs: number, endMs: number, soldCount = 0): DealRow {
  return {
    id,
    title: id,
    description: null,
    images: [],
    original_price_cents: 4000,
    sale_price_cents: 2999,
    quantity: 5,
    sold_count: soldCount,
    max_per_shopper: 2,
    status: 'active',
    start_date: at(startMs),
    end_date: at(endMs),
    product_id: null,
    product_link: null,
    created_at: at(-60_000),
  };
}

describe('the public daily-deals list from memory', () => {
  it('loads once and answers the next reads from memory while nothing is written', async () => {
    const cache = new PublicDealsCache(1_000);
    const load = jest.fn(async () => [row('a', -1_000, 60_000)]);
    await cache.read(load, at(0));
    const again = await cache.read(load, at(500));
    expect(load).toHaveBeenCalledTimes(1);
    expect(again.map((d) => d.id)).toEqual(['a']);
  });

  it('loads again after a write to the deals, so the next read shows it', async () => {
    const cache = new PublicDealsCache(60_000);
    let sold = 0;
    const load = jest.fn(async () => [row('a', -1_000, 60_000, sold)]);
    expect((await cache.read(load, at(0)))[0].soldCount).toBe(0);
    sold = 1;
    dealsWritten();
    expect((await cache.read(load, at(10)))[0].soldCount).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again when a write lands while it loads', async () => {
    const cache = new PublicDealsCache(60_000);
    let sold = 0;
    const load = jest.fn(async () => {
      const rows = [row('a', -1_000, 60_000, sold)];
      sold = 1;
      dealsWritten(); // a checkout commits while the old rows are on their way
      return rows;
    });
    await cache.read(load, at(0));
    expect((await cache.read(async () => [row('a', -1_000, 60_000, sold)], at(10)))[0].soldCount).toBe(1);
  });

  it('loads again once its time to live has passed (another instance may have written)', async () => {
    const cache = new PublicDealsCache(1_000);
    const load = jest.fn(async () => [row('a', -1_000, 60_000)]);
    await cache.read(load, at(0));
    await cache.read(load, at(999));
    await cache.read(load, at(1_000));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('follows the clock between loads: a deal shows at its start and leaves at its end, in end order', async () => {
    const cache = new PublicDealsCache(60_000);
    const load = jest.fn(async () => [row('ends-first', -1_000, 2_000), row('starts-later', 1_000, 30_000)]);
    expect((await cache.read(load, at(0))).map((d) => d.id)).toEqual(['ends-first']);
    expect((await cache.read(load, at(1_000))).map((d) => d.id)).toEqual(['ends-first', 'starts-later']);
    const later = await cache.read(load, at(2_000));
    expect(later.map((d) => d.id)).toEqual(['starts-later']);
    expect(later[0]).toMatchObject({ isExpired: false, status: 'active', salePrice: 29.99, discountPercent: 25 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
