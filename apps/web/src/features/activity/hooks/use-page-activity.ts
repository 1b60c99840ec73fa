import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { getDeviceType } from '@/lib/device';
import { isAdminPath } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';
import { trackActivity } from '@/lib/track-activity';

/**
 * Records a page view for a signed-in shopper on every route change, with the
 * whole seconds spent on the page before. Admin pages are not shopper activity.
 */
export function usePageActivity() {
  const [pathname] = useLocation();
  const { email } = useShopperSession();
  const previous = useRef<{ path: string; since: number } | null>(null);

  useEffect(() => {
    const now = Date.now();
    const before = previous.current;
    if (before?.path === pathname) return; // same page (e.g. React StrictMode re-run)
    previous.current = { path: pathname, since: now };
    if (!email || isAdminPath(pathname)) return;

    void trackActivity({
      email,
      activityType: 'page_view',
      description: `Viewed ${pathname}`,
      pagePath: pathname,
      timeSpent: before ? Math.max(0, Math.round((now - before.since) / 1000)) : 0,
      metadata: {},
      deviceUsed: getDeviceType(),
    });
  }, [pathname, email]);
}
