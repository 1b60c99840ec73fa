import { useEffect, useRef, useState } from 'react';
import { SALE_ENDED_VISIBLE_MS } from '../types';
import { formatCountdown, msUntil } from '../utils/countdown';

export type CountdownState =
  | { status: 'running'; text: string }
  /** Reached zero while on screen: 'Sale Ended' shows briefly. */
  | { status: 'ended' }
  /** Never started, already over when first seen, or 'Sale Ended' has been shown. */
  | { status: 'hidden' };

/**
 * A countdown to `endIso` that ticks every second. When it reaches zero it
 * reads 'Sale Ended' for a moment, then hides (docs/product/engagement.md §2); `onEnd`
 * runs once at that moment (e.g. to refetch prices). Key the caller by
 * `endIso` when it can change.
 */
export function useCountdown(endIso: string | null | undefined, onEnd?: () => void): CountdownState {
  const [now, setNow] = useState(() => Date.now());
  const [startedRunning] = useState(() => msUntil(endIso, Date.now()) > 0);
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  const left = msUntil(endIso, now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      // Reached zero while on screen: 'Sale Ended' from this tick, and the caller is told once.
      if (msUntil(endIso, tick) <= 0) {
        window.clearInterval(timer);
        setEndedAt(tick);
        onEndRef.current?.();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running, endIso]);

  useEffect(() => {
    if (endedAt === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), SALE_ENDED_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [endedAt]);

  if (running) return { status: 'running', text: formatCountdown(left) ?? '' };
  if (startedRunning && (endedAt === null || now - endedAt < SALE_ENDED_VISIBLE_MS)) return { status: 'ended' };
  return { status: 'hidden' };
}
