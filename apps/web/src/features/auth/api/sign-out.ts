import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { api, isApiError } from '@/lib/api-client';
import { clearCart } from '@/lib/cart-store';
import { paths } from '@/lib/paths';
import { signOut } from '@/lib/session';

/** POST /api/users/logout: the server ends the shopper session and clears its cookie. An already-ended session counts as signed out. */
export async function logoutShopper(): Promise<void> {
  try {
    await api.post('/api/users/logout');
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
  }
}

/**
 * Signs the shopper out, on the server and then in this browser: the stored
 * session and the local copy of her cart go (her saved cart stays on the
 * server for her next sign-in), and she is back on the landing form, where
 * another e-mail can be entered.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logoutShopper,
    onSuccess: () => {
      navigate(paths.home);
      signOut(); // before clearing the cart: with no session, that is not saved to the server
      clearCart();
      queryClient.removeQueries({ queryKey: ['session'] });
    },
  });
}
