import { useEffect, useState } from 'react';
import { readPendingCheckout, type CheckedOutOrder } from '../utils/pending-checkout';

/** This browser's last checkout as read at `readAt` (the clock its expiry is judged by). */
export type StoredCheckout = { order: CheckedOutOrder | null; readAt: number };

const read = (): StoredCheckout => ({ order: readPendingCheckout(), readAt: Date.now() });

/**
 * This browser's last checkout (readPendingCheckout), read again whenever the cart opens, when she comes back to this
 * tab (the payment page's tab may have paid it: /success forgets it there) and when another tab changes it.
 */
export function usePendingCheckout(open: boolean): { stored: StoredCheckout; reread: () => void } {
  const [stored, setStored] = useState(read);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStored(read());
  }

  useEffect(() => {
    const reread = () => setStored(read());
    window.addEventListener('focus', reread);
    window.addEventListener('storage', reread);
    return () => {
      window.removeEventListener('focus', reread);
      window.removeEventListener('storage', reread);
    };
  }, []);

  return { stored, reread: () => setStored(read()) };
}
