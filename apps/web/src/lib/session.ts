import { useSyncExternalStore } from 'react';
import { SESSION_LIFETIME_MS } from '@/config/constants';
import { getDeviceFingerprint, randomId } from './device';
import { storage } from './storage';
import { removeSearchParam } from './url';

/**
 * The shopper's browser-side session (docs/product/shopper.md §4). The real session is
 * the server's httpOnly cookie; these keys only say "this browser signed in as
 * {email}" so the app can route without a round trip.
 */
export const SESSION_KEYS = {
  email: 'userEmail',
  deviceId: 'deviceId',
  lastLoginTime: 'lastLoginTime',
  referralCode: 'referralCode',
  fingerprint: 'deviceFingerprint',
} as const;

export type ShopperSession = { email: string | null };

let current: ShopperSession = { email: null };
const listeners = new Set<() => void>();

function publish(next: ShopperSession) {
  current = next;
  listeners.forEach((listener) => listener());
}

function clearStoredSession() {
  storage.remove(SESSION_KEYS.email, SESSION_KEYS.deviceId, SESSION_KEYS.lastLoginTime);
}

function readStoredSession(): ShopperSession {
  const email = storage.get(SESSION_KEYS.email);
  const deviceId = storage.get(SESSION_KEYS.deviceId);
  const lastLogin = Number(storage.get(SESSION_KEYS.lastLoginTime));
  const age = Date.now() - lastLogin;
  const fresh = Number.isFinite(lastLogin) && lastLogin > 0 && age >= 0 && age < SESSION_LIFETIME_MS;
  return email && deviceId && fresh ? { email } : { email: null };
}

/**
 * Saves a `ref` query parameter as the referral code (docs/product/shopper.md §2, §4) and
 * then removes it from the address bar with history.replaceState: no navigation,
 * and every other parameter (a giveaway id) stays. Answers the code, or null
 * when the address carried none.
 */
export function captureReferralFromAddress(search: string = window.location.search): string | null {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  if (!ref) {
    if (new URLSearchParams(search).has('ref')) removeSearchParam('ref');
    return null;
  }
  storage.set(SESSION_KEYS.referralCode, ref);
  removeSearchParam('ref');
  arrivedReferralCode = ref;
  return ref;
}

/** The code the address carried in this page view, until the landing page reports the visit. */
let arrivedReferralCode: string | null = null;

/** The referral code this page view arrived with (once: a second call answers null). */
export function takeArrivedReferralCode(): string | null {
  const code = arrivedReferralCode;
  arrivedReferralCode = null;
  return code;
}

/**
 * Runs once before the first render. A `ref` query parameter is saved as the
 * referral code and removed from the address. A referral code (just saved, or
 * still stored from an earlier visit) starts a fresh, signed-out session so the
 * referral is recorded at the next e-mail submit. Otherwise the stored session
 * is restored when complete and under 30 days old, else cleared.
 */
export function initSessionAtLoad(search: string = window.location.search): void {
  captureReferralFromAddress(search);

  const restored = storage.get(SESSION_KEYS.referralCode) ? { email: null } : readStoredSession();
  if (!restored.email) clearStoredSession();
  current = restored;

  // Another tab signing in or out changes this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SESSION_KEYS.email) publish(readStoredSession());
  });
}

export function getSessionEmail(): string | null {
  return current.email;
}

export function getOrCreateDeviceId(): string {
  const existing = storage.get(SESSION_KEYS.deviceId);
  if (existing) return existing;
  const id = `device_${randomId()}`;
  storage.set(SESSION_KEYS.deviceId, id);
  return id;
}

export function getReferralCode(): string | null {
  return storage.get(SESSION_KEYS.referralCode);
}

export function saveDeviceFingerprint(): void {
  storage.set(SESSION_KEYS.fingerprint, JSON.stringify(getDeviceFingerprint()));
}

/** Called after the server accepted the e-mail (and set its session cookie). */
export function signIn(email: string, deviceId: string): void {
  storage.set(SESSION_KEYS.email, email);
  storage.set(SESSION_KEYS.deviceId, deviceId);
  storage.set(SESSION_KEYS.lastLoginTime, String(Date.now()));
  // The server has recorded the referral with the sign-in; keeping the code
  // would sign the shopper out again at the next load.
  storage.remove(SESSION_KEYS.referralCode);
  publish({ email });
}

/** The server's session wins: adopt its e-mail when it differs from the stored one. */
export function adoptServerEmail(email: string): void {
  if (email === current.email) return;
  storage.set(SESSION_KEYS.email, email);
  publish({ email });
}

export function signOut(): void {
  clearStoredSession();
  publish({ email: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShopperSession(): ShopperSession {
  return useSyncExternalStore(subscribe, () => current);
}
