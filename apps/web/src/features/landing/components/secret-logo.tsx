import { useRef } from 'react';
import { useLocation } from 'wouter';
import { LogoMark } from '@/components/ui/logo';
import { LOGO_UNLOCK_CLICKS, LOGO_UNLOCK_WINDOW_MS, SITE_NAME } from '@/config/constants';
import { paths } from '@/lib/paths';

/**
 * The landing logo. Five clicks, each within 2 s of the last, open the admin
 * sign-in; after 2 s without a click the count starts again.
 */
export function SecretLogo() {
  const [, navigate] = useLocation();
  const clicks = useRef({ count: 0, last: 0 });

  function handleClick() {
    const now = Date.now();
    const state = clicks.current;
    state.count = now - state.last <= LOGO_UNLOCK_WINDOW_MS ? state.count + 1 : 1;
    state.last = now;
    if (state.count >= LOGO_UNLOCK_CLICKS) {
      state.count = 0;
      navigate(paths.admin.dashboard);
    }
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      aria-label={SITE_NAME}
      data-testid="landing-logo"
      className="rounded-full bg-white/80 p-2 shadow-md focus-ring"
    >
      <LogoMark className="size-14 sm:size-16" />
    </button>
  );
}
