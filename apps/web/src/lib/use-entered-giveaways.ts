import { useSyncExternalStore } from 'react';
import { readEnteredGiveaways, subscribeEnteredGiveaways } from './entered-giveaways';

let cached: { raw: string; ids: readonly string[] } = { raw: '', ids: [] };

/** The ids of the giveaways this browser has entered, re-rendering when they change. */
export function useEnteredGiveaways(): readonly string[] {
  return useSyncExternalStore(subscribeEnteredGiveaways, () => {
    const ids = readEnteredGiveaways();
    const raw = ids.join(',');
    if (raw !== cached.raw) cached = { raw, ids };
    return cached.ids;
  });
}
