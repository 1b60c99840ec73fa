import { useCallback, useEffect, useState } from 'react';
import type { ParachuteTimings } from '@shop/contracts';
import { releaseAirspace, takeAirspace } from '../utils/airspace';
import { afterDrop, mayDrop } from '../utils/schedule';
import { readTeaserRecord, writeTeaserRecord } from '../utils/teaser-record';

/** How often a waiting teaser asks whether it may drop. */
const CHECK_EVERY_MS = 500;

export type ParachutePhase = 'hidden' | 'dropping' | 'ended';
export type ParachuteEnd = 'off-screen' | 'timed-out' | 'closed' | 'clicked';

export type TeaserConfig = {
  /** Names the teaser's record in this browser, e.g. 'daily-deals' or 'giveaway-{id}'. */
  id: string;
  timings: ParachuteTimings;
  /** Its place among teasers of the same kind (the giveaway teaser's per-index delay). */
  index?: number;
  /** False while there is nothing to tease, or this shopper is not to be teased. */
  enabled: boolean;
};

/**
 * A teaser's life cycle (docs/product/engagement.md §4 "Parachute"): hidden → dropping → ended, the end being
 * off-screen, timed out, closed or clicked. After an end it waits, hidden, for the next drop the timings allow.
 */
export function useParachuteScheduler({ id, timings, index = 0, enabled }: TeaserConfig) {
  const [phase, setPhase] = useState<ParachutePhase>('hidden');
  const [lastEnd, setLastEnd] = useState<ParachuteEnd | null>(null);
  // The page's load time, read once when the hook mounts.
  const [loadedAt] = useState(() => Date.now());

  useEffect(() => {
    if (!enabled || phase === 'dropping') return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      const record = readTeaserRecord(id);
      if (!mayDrop(timings, record, loadedAt, now, index) || !takeAirspace(id)) return;
      writeTeaserRecord(id, afterDrop(timings, record, now));
      setPhase('dropping');
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [enabled, phase, id, timings, index, loadedAt]);

  const end = useCallback(
    (why: ParachuteEnd) => {
      releaseAirspace(id);
      // A click takes the shopper to what the teaser points to: that is her visit to it.
      if (why === 'clicked') writeTeaserRecord(id, { ...readTeaserRecord(id), lastClickAt: Date.now(), lastVisitAt: Date.now() });
      setLastEnd(why);
      setPhase('ended');
    },
    [id],
  );

  useEffect(() => {
    if (phase !== 'dropping') return;
    const timer = window.setTimeout(() => end('timed-out'), timings.fallMs);
    return () => window.clearTimeout(timer);
  }, [phase, timings.fallMs, end]);

  // Leaving the page mid-fall frees the airspace for the next page's teasers.
  useEffect(() => () => releaseAirspace(id), [id]);

  return { phase, lastEnd, end };
}
