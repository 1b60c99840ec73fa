import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen (once true, it stays true): what is far down a long list
 * is asked for only as it is scrolled to. Without IntersectionObserver it is true at once.
 */
export function useNearScreen<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near] as const;
}
