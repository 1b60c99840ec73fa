import type { GiveawayView } from '@shop/contracts';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { removeSearchParam } from '@/lib/url';

export const GIVEAWAY_PARAM = 'giveaway';

/**
 * `?giveaway={id}` on the shop page (docs/product/engagement.md §2): once the active giveaways are in, opens that one's
 * dialog when it is among them, then takes the parameter out of the address (replaced, other parameters kept).
 */
export function useGiveawayFromAddress(giveaways: readonly GiveawayView[] | undefined, open: (id: string) => void): void {
  const wanted = new URLSearchParams(useSearch()).get(GIVEAWAY_PARAM);
  useEffect(() => {
    if (wanted === null || !giveaways) return;
    if (giveaways.some((giveaway) => giveaway.id === wanted)) open(wanted);
    removeSearchParam(GIVEAWAY_PARAM);
  }, [wanted, giveaways, open]);
}
