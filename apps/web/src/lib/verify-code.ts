import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runBeforeVerify } from '@/lib/before-verify';
import type { ServerSession } from '@/lib/server-session';

export type VerifiedAnswer = { verified: true; email: string };

/**
 * POST /api/users/verify `{code}`: 200 `{verified, email}` and a verified session cookie;
 * 400 a wrong ("N attempts left") or expired code; 429 after 5 wrong attempts (ask for a new code).
 */
export async function verifyCode(code: string): Promise<VerifiedAnswer> {
  await runBeforeVerify(); // e.g. the cart's waiting save, which belongs to this still-unverified session
  return api.post<VerifiedAnswer>('/api/users/verify', { code });
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (answer) => {
      // The session is verified now: say so at once, then let GET /api/session confirm it.
      queryClient.setQueryData<ServerSession | null>(['session', answer.email], (current) =>
        current ? { ...current, verified: true } : { email: answer.email, verified: true },
      );
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
