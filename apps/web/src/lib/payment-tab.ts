/**
 * A tab opened while the click still counts as the shopper's own (phone browsers block window.open once the
 * checkout or purchase call has been awaited); it shows a short note until the payment
 * address arrives.
 */
export function openWaitingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.opener = null;
    tab.document.title = 'Preparing your payment...';
    tab.document.body.textContent = 'Preparing your payment page...';
  } catch {
    // a browser that does not let us write to the blank tab: it stays blank until it navigates
  }
  return tab;
}

export function openPaymentPage(url: string, waiting: Window | null): void {
  if (waiting && !waiting.closed) {
    waiting.location.href = url;
    return;
  }
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
}
