import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getDeviceType, getScreenResolution, getTimezone } from '@/lib/device';
import { getOrCreateDeviceId, getReferralCode } from '@/lib/session';

export type UserRegistration = {
  email: string;
  deviceType: 'mobile' | 'tablet' | 'desktop';
  browserInfo: string;
  screenResolution: string;
  timezone: string;
  referralSource: string;
  deviceId: string;
  referralCode?: string;
};

/** The e-mail as the server stores it (docs/rules.md §4: trimmed, lower-cased). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function buildRegistration(email: string): UserRegistration {
  const referralCode = getReferralCode();
  return {
    email: normalizeEmail(email),
    deviceType: getDeviceType(),
    browserInfo: navigator.userAgent,
    screenResolution: getScreenResolution(),
    timezone: getTimezone(),
    referralSource: document.referrer || 'direct',
    deviceId: getOrCreateDeviceId(),
    ...(referralCode ? { referralCode } : {}),
  };
}

/** POST /api/users: signs the shopper in by e-mail; the server sets the session cookie. */
export function registerUser(registration: UserRegistration): Promise<unknown> {
  return api.post('/api/users', registration);
}

export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    // A new cookie was just set: forget any earlier "signed out" answer.
    onSuccess: () => queryClient.removeQueries({ queryKey: ['session'] }),
  });
}
