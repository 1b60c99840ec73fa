/**
 * The parachute teasers (docs/product/engagement.md "Floating widgets and parachute teasers", §4 "Parachute",
 * §9 "Parachutes"): one for giveaways, one for daily deals, dropping from the top of the page one at a time.
 */

/** Teaser text is cut at this many characters. */
export const PARACHUTE_TEXT_MAX_LENGTH = 80;

/** When a teaser may drop, and how long it falls: a scheduler reads only this. */
export interface ParachuteTimings {
  /** The first drop comes this long after the page loads… */
  firstDropMs: number;
  /** …plus this much per index (the giveaway teaser: one per active giveaway, staggered). */
  perIndexDelayMs: number;
  /** A later drop needs this long since the last drop (a teaser never dropped may drop at once). */
  repeatAfterMs: number;
  /** …and, when true, this long since the shopper last visited what the teaser points to. */
  repeatAlsoAfterVisit: boolean;
  /** The fall ends (timed out) after this long. */
  fallMs: number;
  /** After this many drops the record starts over (as if never dropped); null: never. */
  resetAfterDrops: number | null;
  /** No drop for this long after a click. */
  clickCooldownMs: number;
}

export const GIVEAWAY_PARACHUTE_TIMINGS: ParachuteTimings = {
  firstDropMs: 2_000,
  perIndexDelayMs: 1_000,
  repeatAfterMs: 30_000,
  repeatAlsoAfterVisit: false,
  fallMs: 25_000,
  resetAfterDrops: 5,
  clickCooldownMs: 5_000,
};

export const DAILY_DEALS_PARACHUTE_TIMINGS: ParachuteTimings = {
  firstDropMs: 3_000,
  perIndexDelayMs: 0,
  repeatAfterMs: 45_000,
  repeatAlsoAfterVisit: true,
  fallMs: 20_000,
  resetAfterDrops: null,
  clickCooldownMs: 0,
};

/** The teaser text as shown: at most PARACHUTE_TEXT_MAX_LENGTH characters, an ellipsis marking a cut. */
export function parachuteText(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= PARACHUTE_TEXT_MAX_LENGTH ? clean : `${clean.slice(0, PARACHUTE_TEXT_MAX_LENGTH - 1).trimEnd()}…`;
}
