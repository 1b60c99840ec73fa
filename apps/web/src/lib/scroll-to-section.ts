const WAIT_FOR_SECTION_MS = 5000;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Scrolls a section of the page to the top of the view (its scroll-margin keeps it clear of the sticky header).
 * A section still loading (a lazy chunk, its first fetch) is waited for a few seconds; answers whether it was reached.
 */
export function scrollToSection(id: string): Promise<boolean> {
  const scroll = (element: Element) => {
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    return true;
  };
  const present = document.getElementById(id);
  if (present) return Promise.resolve(scroll(present));
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      finish();
      resolve(scroll(element));
    });
    const timer = window.setTimeout(() => {
      finish();
      resolve(false);
    }, WAIT_FOR_SECTION_MS);
    function finish() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
