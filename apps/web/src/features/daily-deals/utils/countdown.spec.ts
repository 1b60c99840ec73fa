/// <reference types="jest" />
// The unit project maps @shop/contracts to its full entry (with the DTO classes); the web bundles only web.ts.
import 'reflect-metadata';
import { countdownTone, formatCardCountdown, formatLongCountdown } from './countdown';
import { dealStock } from './stock';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('a daily deal countdown (docs/product/engagement.md §2, §4)', () => {
  it('reads HH:MM:SS on the card, hours counted past a day, and EXPIRED when over', () => {
    expect(formatCardCountdown(5 * h + 4 * m + 3 * s)).toBe('05:04:03');
    expect(formatCardCountdown(d + 2 * h)).toBe('26:00:00');
    expect(formatCardCountdown(999)).toBe('EXPIRED');
    expect(formatCardCountdown(-5 * s)).toBe('EXPIRED');
  });

  it('reads days/hours/minutes, hours/minutes/seconds, minutes/seconds or seconds in the dialog', () => {
    expect(formatLongCountdown(2 * d + 3 * h + 4 * m + 5 * s)).toBe('2d 3h 4m');
    expect(formatLongCountdown(3 * h + 4 * m + 5 * s)).toBe('3h 4m 5s');
    expect(formatLongCountdown(4 * m + 5 * s)).toBe('4m 5s');
    expect(formatLongCountdown(5 * s)).toBe('5s');
    expect(formatLongCountdown(0)).toBe('EXPIRED');
  });

  it('is green above 6 hours, orange at 6 hours or less, red at 1 hour or less', () => {
    expect(countdownTone(6 * h + s)).toBe('green');
    expect(countdownTone(6 * h)).toBe('orange');
    expect(countdownTone(h + s)).toBe('orange');
    expect(countdownTone(h)).toBe('red');
    expect(countdownTone(s)).toBe('red');
    expect(countdownTone(0)).toBe('expired');
  });
});

describe('a daily deal stock (docs/product/engagement.md §9)', () => {
  it('warns at 3 or fewer left, is sold out at 0, and measures progress as sold ÷ quantity', () => {
    expect(dealStock({ quantity: 10, soldCount: 6 })).toEqual({ left: 4, soldOut: false, low: false, soldPercent: 60 });
    expect(dealStock({ quantity: 10, soldCount: 7 })).toEqual({ left: 3, soldOut: false, low: true, soldPercent: 70 });
    expect(dealStock({ quantity: 3, soldCount: 3 })).toEqual({ left: 0, soldOut: true, low: false, soldPercent: 100 });
  });
});
