import { openPaymentPage } from '@/lib/payment-tab';

/**
 * Shows the payment page in the tab opened while the click still counted as hers (openWaitingTab), as checkout does;
 * when the browser blocked that tab, tries a new one. Whether a tab shows it: when not, the card offers the link.
 */
export function showPaymentPage(url: string, waiting: Window | null): boolean {
  if (waiting && !waiting.closed) {
    openPaymentPage(url, waiting);
    return true;
  }
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}
