import type { DutchAuctionView } from '@shop/contracts';
import { gravityPriceAt, toCents, toDollars } from '@shop/pricing';

export type LiveGravityPrice = {
  /** Dollars. */
  price: number;
  /** Milliseconds to the next drop on this browser's clock; null at the floor. */
  msToNextDrop: number | null;
  floorReached: boolean;
};

/**
 * How far this browser's clock is from the server's, judged from one answer: the server's clock stood between
 * `lastPriceDropTime` and `nextDropAt` when it priced the list, so a browser clock outside that window at the
 * moment it received the list is moved into it. Within the window the browser's own clock is trusted.
 */
export function clockOffsetMs(auction: Pick<DutchAuctionView, 'lastPriceDropTime' | 'nextDropAt'>, receivedAt: number): number {
  const lastDrop = Date.parse(auction.lastPriceDropTime);
  const nextDrop = auction.nextDropAt ? Date.parse(auction.nextDropAt) : Number.POSITIVE_INFINITY;
  if (!Number.isFinite(lastDrop)) return 0;
  if (receivedAt < lastDrop) return lastDrop - receivedAt;
  if (receivedAt >= nextDrop) return nextDrop - 1 - receivedAt;
  return 0;
}

/**
 * The price at `now` (browser clock) from the one price function the server uses (libs/pricing's gravityPriceAt,
 * docs/rules.md §7), shifted by the offset found when the list arrived. Never above the price the server last
 * gave: a price seen once does not come back up.
 */
export function liveGravityPrice(auction: DutchAuctionView, now: number, offsetMs: number): LiveGravityPrice {
  const serverNow = now + offsetMs;
  try {
    const live = gravityPriceAt(
      {
        startCents: toCents(auction.startPrice),
        endCents: toCents(auction.endPrice),
        dropCents: toCents(auction.priceDropAmount),
        intervalSeconds: auction.priceDropInterval,
        startedAt: auction.startedAt,
      },
      serverNow,
      1,
    );
    const cents = Math.min(live.currentCents, toCents(auction.currentPrice));
    const floorReached = live.floorReached || cents <= toCents(auction.endPrice);
    return {
      price: toDollars(cents),
      msToNextDrop: floorReached || !live.nextDropAt ? null : Math.max(0, live.nextDropAt.getTime() - serverNow),
      floorReached,
    };
  } catch {
    // A schedule the pricing rules refuse (it cannot come from our server): show what the server said.
    return { price: auction.currentPrice, msToNextDrop: null, floorReached: auction.floorReached };
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The next-drop countdown: `M:SS` under an hour, `H:MM:SS` under a day, else `Nd Hh`. */
export function formatDropCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(seconds)}`;
  return `${minutes}:${pad(seconds)}`;
}
