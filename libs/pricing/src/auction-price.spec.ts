import { assertGravitySchedule, gravityPriceAt, GravitySchedule, stepsToFloor } from './index';

const START = Date.parse('2025-06-01T12:00:00.000Z');
/** 50.00 falling 2.50 every 60 s to 40.00: four drops to the floor. */
const schedule: GravitySchedule = { startCents: 5000, endCents: 4000, dropCents: 250, intervalSeconds: 60, startedAt: new Date(START) };
const at = (seconds: number) => START + seconds * 1000;

describe('gravity auction price (docs/rules.md §7)', () => {
  it.each([
    ['at the start: the start price', 0, 5000, 0],
    ['one second before the first drop: still the start price', 59, 5000, 0],
    ['at the first drop: one step down', 60, 4750, 1],
    ['between drops: ⌊seconds ÷ interval⌋ steps', 150, 4500, 2],
    ['at the fourth drop: the floor', 240, 4000, 4],
    ['long after: never below the floor', 86_400, 4000, 4],
    ['a clock before the start (skew) counts as the start', -30, 5000, 0],
  ])('%s', (_, seconds, cents, steps) => {
    const price = gravityPriceAt(schedule, at(seconds));
    expect(price.currentCents).toBe(cents);
    expect(price.steps).toBe(steps);
  });

  it('cuts the last drop short at the floor: max(end, start − drop × steps)', () => {
    const uneven = { ...schedule, startCents: 1000, endCents: 299, dropCents: 300 };
    expect(stepsToFloor(uneven)).toBe(3);
    expect(gravityPriceAt(uneven, at(120)).currentCents).toBe(400);
    expect(gravityPriceAt(uneven, at(180))).toMatchObject({ currentCents: 299, floorReached: true, historyCents: [1000, 700, 400, 299] });
  });

  it('gives the last drop time, the next one, and no next once the floor is reached', () => {
    expect(gravityPriceAt(schedule, at(0))).toMatchObject({ lastDropAt: new Date(at(0)), nextDropAt: new Date(at(60)), floorReached: false });
    expect(gravityPriceAt(schedule, at(150))).toMatchObject({ lastDropAt: new Date(at(120)), nextDropAt: new Date(at(180)), floorReached: false });
    // The floor came at 240 s: the last drop is then, whatever the clock says later.
    expect(gravityPriceAt(schedule, at(10_000))).toMatchObject({ lastDropAt: new Date(at(240)), nextDropAt: null, floorReached: true });
  });

  it('keeps the history of the steps so far, oldest first, bounded to the latest ones', () => {
    expect(gravityPriceAt(schedule, at(150)).historyCents).toEqual([5000, 4750, 4500]);
    const long = { ...schedule, startCents: 100_000, endCents: 1, dropCents: 1, intervalSeconds: 1 };
    const history = gravityPriceAt(long, at(1_000)).historyCents;
    expect(history).toHaveLength(50);
    expect(history[0]).toBe(100_000 - 951);
    expect(history.at(-1)).toBe(100_000 - 1_000);
    expect(gravityPriceAt(long, at(1_000), 3).historyCents).toEqual([99_002, 99_001, 99_000]);
  });

  it('reads the start as a Date, an ISO text or milliseconds alike', () => {
    for (const startedAt of [new Date(START), new Date(START).toISOString(), START]) {
      expect(gravityPriceAt({ ...schedule, startedAt }, at(61)).currentCents).toBe(4750);
    }
  });

  it.each([
    ['a start price not above the end price', { startCents: 4000 }, /startCents must be more than endCents/],
    ['an end price of 0', { endCents: 0 }, /endCents must be more than 0/],
    ['a drop of 0', { dropCents: 0 }, /dropCents must be more than 0/],
    ['an interval of 0 seconds', { intervalSeconds: 0 }, /intervalSeconds must be a whole number of at least 1/],
    ['an interval of half a second', { intervalSeconds: 0.5 }, /intervalSeconds/],
    ['a fraction of a cent', { dropCents: 2.5 }, /dropCents must be a whole number of cents/],
  ])('refuses %s, naming the field', (_, change, message) => {
    expect(() => assertGravitySchedule({ ...schedule, ...change })).toThrow(message);
    expect(() => gravityPriceAt({ ...schedule, ...change }, at(0))).toThrow(message);
  });

  it('refuses a time that is not one', () => {
    expect(() => gravityPriceAt({ ...schedule, startedAt: 'yesterday-ish' }, at(0))).toThrow(/startedAt is not a valid time/);
  });
});
