/// <reference types="jest" />
import type { DutchAuctionView } from '@shop/contracts';
import { clockOffsetMs, formatDropCountdown, liveGravityPrice } from './live-price';

const START = Date.parse('2025-01-01T00:00:00.000Z');

/** $10.00 falling $1.00 every 60 s to a $7.00 floor, as the server answered it 90 s after the start. */
function auction(overrides: Partial<DutchAuctionView> = {}): DutchAuctionView {
  return {
    id: 'a',
    title: 'Cobalt',
    description: null,
    images: [],
    isActive: true,
    startPrice: 10,
    currentPrice: 9,
    endPrice: 7,
    originalRetailPrice: 12,
    priceDropAmount: 1,
    priceDropInterval: 60,
    lastPriceDropTime: new Date(START + 60_000).toISOString(),
    priceHistory: [{ price: 10 }, { price: 9 }],
    nextDropAt: new Date(START + 120_000).toISOString(),
    floorReached: false,
    quantity: 5,
    soldCount: 0,
    startedAt: new Date(START).toISOString(),
    createdAt: new Date(START).toISOString(),
    ...overrides,
  };
}

describe('the gravity sale price in the browser', () => {
  it('steps down each interval from the clock, with the time to the next drop', () => {
    expect(liveGravityPrice(auction(), START + 90_000, 0)).toEqual({ price: 9, msToNextDrop: 30_000, floorReached: false });
    expect(liveGravityPrice(auction(), START + 125_000, 0)).toEqual({ price: 8, msToNextDrop: 55_000, floorReached: false });
  });

  it('stops at the floor and says so', () => {
    expect(liveGravityPrice(auction(), START + 3_600_000, 0)).toEqual({ price: 7, msToNextDrop: null, floorReached: true });
  });

  it('never shows more than the server last said', () => {
    expect(liveGravityPrice(auction({ currentPrice: 8 }), START + 90_000, 0).price).toBe(8);
  });

  it('moves a browser clock that disagrees with the server into the window the answer was priced in', () => {
    const received = START + 30_000; // the browser is 60 s behind: the server priced it after the first drop
    const offset = clockOffsetMs(auction(), received);
    expect(offset).toBe(30_000);
    expect(liveGravityPrice(auction(), received, offset).price).toBe(9);
    expect(clockOffsetMs(auction(), START + 300_000)).toBe(120_000 - 1 - 300_000); // ahead: pulled back before the next drop
    expect(clockOffsetMs(auction(), START + 90_000)).toBe(0); // inside the window: trusted
  });

  it('counts down in minutes and seconds, hours past an hour, days past a day', () => {
    expect(formatDropCountdown(30_000)).toBe('0:30');
    expect(formatDropCountdown(3_725_000)).toBe('1:02:05');
    expect(formatDropCountdown(90_000_000)).toBe('1d 1h');
  });
});
