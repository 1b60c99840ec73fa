/**
 * Only one parachute at a time (docs/product/engagement.md §9): a teaser takes the airspace to drop and gives it
 * back when its fall ends. Module state, shared by every teaser on the page.
 */
let holder: string | null = null;

export function takeAirspace(teaserId: string): boolean {
  if (holder !== null && holder !== teaserId) return false;
  holder = teaserId;
  return true;
}

export function releaseAirspace(teaserId: string): void {
  if (holder === teaserId) holder = null;
}
