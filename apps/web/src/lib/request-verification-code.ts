import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type VerificationCodeSent = { sent: true; message: string };

/**
 * POST /api/users/verification-code (docs/rules.md §4): e-mails a 6-digit code to the
 * session's own address, valid 10 minutes. 202 `{sent, message}`; 429 after 5 requests in 10 minutes.
 */
export function requestVerificationCode(): Promise<VerificationCodeSent> {
  return api.post<VerificationCodeSent>('/api/users/verification-code', {});
}

export function useRequestVerificationCode() {
  return useMutation({ mutationFn: requestVerificationCode });
}
