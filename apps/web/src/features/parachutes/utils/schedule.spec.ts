/// <reference types="jest" />
// The unit project maps @shop/contracts to its full entry (with the DTO classes); the web bundles only web.ts.
import 'reflect-metadata';
import { DAILY_DEALS_PARACHUTE_TIMINGS as DEALS, GIVEAWAY_PARACHUTE_TIMINGS as GIVEAWAY, parachuteText } from '@shop/contracts';
import { afterDrop, EMPTY_RECORD, mayDrop } from './schedule';

const T0 = 1_000_000;

describe('the parachute timings (docs/product/engagement.md §9)', () => {
  it('drops the deals teaser 3 s after load, then only 45 s after the last drop and after the last visit', () => {
    expect(mayDrop(DEALS, EMPTY_RECORD, T0, T0 + 2_999)).toBe(false);
    expect(mayDrop(DEALS, EMPTY_RECORD, T0, T0 + 3_000)).toBe(true);
    const dropped = afterDrop(DEALS, EMPTY_RECORD, T0 + 3_000);
    expect(mayDrop(DEALS, dropped, T0, T0 + 47_999)).toBe(false);
    expect(mayDrop(DEALS, dropped, T0, T0 + 48_000)).toBe(true);
    expect(mayDrop(DEALS, { ...dropped, lastVisitAt: T0 + 40_000 }, T0, T0 + 60_000)).toBe(false);
    expect(mayDrop(DEALS, { ...dropped, lastVisitAt: T0 + 40_000 }, T0, T0 + 85_000)).toBe(true);
  });

  it('staggers giveaway teasers by 1 s per index, repeats after 30 s, cools down 5 s after a click and starts over after 5 drops', () => {
    expect(mayDrop(GIVEAWAY, EMPTY_RECORD, T0, T0 + 2_000, 0)).toBe(true);
    expect(mayDrop(GIVEAWAY, EMPTY_RECORD, T0, T0 + 3_999, 2)).toBe(false);
    expect(mayDrop(GIVEAWAY, EMPTY_RECORD, T0, T0 + 4_000, 2)).toBe(true);
    expect(mayDrop(GIVEAWAY, { ...EMPTY_RECORD, lastDropAt: T0 }, T0, T0 + 29_999)).toBe(false);
    expect(mayDrop(GIVEAWAY, { ...EMPTY_RECORD, lastDropAt: T0 }, T0, T0 + 30_000)).toBe(true);
    expect(mayDrop(GIVEAWAY, { ...EMPTY_RECORD, lastClickAt: T0 + 10_000 }, T0, T0 + 14_999)).toBe(false);
    let record = EMPTY_RECORD;
    for (let i = 1; i <= 4; i++) record = afterDrop(GIVEAWAY, record, T0 + i);
    expect(record).toMatchObject({ drops: 4, lastDropAt: T0 + 4 });
    expect(afterDrop(GIVEAWAY, record, T0 + 5)).toMatchObject({ drops: 0, lastDropAt: null });
  });

  it('cuts the teaser text at 80 characters', () => {
    expect(parachuteText('Short and sweet')).toBe('Short and sweet');
    const cut = parachuteText('x'.repeat(200));
    expect(cut).toHaveLength(80);
    expect(cut.endsWith('…')).toBe(true);
    expect(parachuteText('y'.repeat(80))).toBe('y'.repeat(80));
  });
});
