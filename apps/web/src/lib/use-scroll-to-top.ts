import { useEffect, useRef } from 'react';

/** A new route starts at the top of its page (a single-page app keeps the last page's scroll otherwise). */
export function useScrollToTopOnNavigation(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
