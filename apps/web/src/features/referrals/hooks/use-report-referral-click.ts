import { useEffect } from 'react';
import { takeArrivedReferralCode } from '@/lib/session';
import { reportReferralClick } from '../api/referrals';

const REPORTED_KEY = 'referralClickReported';

function alreadyReported(code: string): boolean {
  try {
    return window.sessionStorage.getItem(REPORTED_KEY) === code;
  } catch {
    return false;
  }
}

function markReported(code: string): void {
  try {
    window.sessionStorage.setItem(REPORTED_KEY, code);
  } catch {
    // storage unavailable: this page view reports it once all the same
  }
}

/**
 * A visit through a shared link counts as one click (POST /api/referrals/click), once per visit: reloading the
 * page in the same tab does not count again. A failure is only logged (docs/product/engagement.md §8).
 * `trigger` changes when an address with `ref` is reached inside the app.
 */
export function useReportReferralClick(trigger: unknown) {
  useEffect(() => {
    const code = takeArrivedReferralCode();
    if (!code || alreadyReported(code)) return;
    markReported(code);
    reportReferralClick(code).catch((error: unknown) => console.warn('Could not record the referral visit', error));
  }, [trigger]);
}
