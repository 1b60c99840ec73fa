import { useEffect, useState } from 'react';

/** docs/product/back-office.md §9: a 'Copied' confirmation resets after 2 seconds. */
export const COPIED_RESET_MS = 2_000;

/** Which button last copied, for 2 seconds. */
export function useCopied<K extends string>(): [K | null, (key: K) => void] {
  const [copied, setCopied] = useState<K | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return [copied, setCopied];
}
