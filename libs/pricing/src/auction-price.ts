import { assertCents, type Cents } from './money';
import type { Instant } from './sale-timer';

/**
 * A gravity (Dutch) auction's falling price (docs/rules.md §7, docs/product/engagement.md §4 "Gravity auction"):
 * the price drops by `dropCents` every `intervalSeconds` from `startCents` until it reaches `endCents`.
 */
export interface GravitySchedule {
  startCents: Cents;
  endCents: Cents;
  dropCents: Cents;
  /** Whole seconds, at least 1. */
  intervalSeconds: number;
  /** The clock's origin: when the auction started (or was last activated). */
  startedAt: Instant;
}

export interface GravityPrice {
  currentCents: Cents;
  /** How many drops have happened (at most the number it takes to reach the floor). */
  steps: number;
  /** When the current price took effect: the last drop, or the start when none has happened yet. */
  lastDropAt: Date;
  /** When the next drop comes; null once the floor is reached. */
  nextDropAt: Date | null;
  floorReached: boolean;
  /** The prices so far, oldest first, ending with the current one: at most `historyLimit` of the latest. */
  historyCents: Cents[];
}

/** How many of the latest steps a price history keeps (the list view stays small however long an auction runs). */
export const GRAVITY_HISTORY_LIMIT = 50;

/** The number of drops that takes the price from start to the floor (the last one may be cut short by it). */
export function stepsToFloor(schedule: Pick<GravitySchedule, 'startCents' | 'endCents' | 'dropCents'>): number {
  return Math.ceil((schedule.startCents - schedule.endCents) / schedule.dropCents);
}

/** The price after `steps` drops: `max(end, start − drop × steps)`. */
export function priceAfterSteps(schedule: Pick<GravitySchedule, 'startCents' | 'endCents' | 'dropCents'>, steps: number): Cents {
  return Math.max(schedule.endCents, schedule.startCents - schedule.dropCents * steps);
}

/** Throws a RangeError naming the field unless the schedule is whole cents with start > end > 0, drop > 0 and interval ≥ 1 s. */
export function assertGravitySchedule(schedule: GravitySchedule): void {
  assertCents(schedule.startCents, 'startCents');
  assertCents(schedule.endCents, 'endCents');
  assertCents(schedule.dropCents, 'dropCents');
  if (!(schedule.endCents > 0)) throw new RangeError(`endCents must be more than 0, got ${schedule.endCents}`);
  if (!(schedule.startCents > schedule.endCents)) {
    throw new RangeError(`startCents must be more than endCents, got ${schedule.startCents} ≤ ${schedule.endCents}`);
  }
  if (!(schedule.dropCents > 0)) throw new RangeError(`dropCents must be more than 0, got ${schedule.dropCents}`);
  if (!Number.isSafeInteger(schedule.intervalSeconds) || schedule.intervalSeconds < 1) {
    throw new RangeError(`intervalSeconds must be a whole number of at least 1, got ${schedule.intervalSeconds}`);
  }
}

/**
 * The price at `now`, from the clock alone — no job lowers it (docs/rules.md §7):
 * `max(endPrice, startPrice − priceDropAmount × ⌊seconds since start ÷ priceDropInterval⌋)`.
 * A clock before the start (a skewed one) counts as the start.
 */
export function gravityPriceAt(schedule: GravitySchedule, now: Instant, historyLimit = GRAVITY_HISTORY_LIMIT): GravityPrice {
  assertGravitySchedule(schedule);
  const startedMs = millis(schedule.startedAt, 'startedAt');
  const elapsedMs = Math.max(0, millis(now, 'now') - startedMs);
  const intervalMs = schedule.intervalSeconds * 1000;
  const floorSteps = stepsToFloor(schedule);
  const steps = Math.min(floorSteps, Math.floor(elapsedMs / intervalMs));
  const floorReached = steps >= floorSteps;
  const firstShown = Math.max(0, steps - Math.max(1, historyLimit) + 1);
  const historyCents: Cents[] = [];
  for (let step = firstShown; step <= steps; step++) historyCents.push(priceAfterSteps(schedule, step));
  return {
    currentCents: priceAfterSteps(schedule, steps),
    steps,
    lastDropAt: new Date(startedMs + steps * intervalMs),
    nextDropAt: floorReached ? null : new Date(startedMs + (steps + 1) * intervalMs),
    floorReached,
    historyCents,
  };
}

function millis(instant: Instant, name: string): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`${name} is not a valid time: ${String(instant)}`);
  return ms;
}
