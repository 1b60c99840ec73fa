import type { QueryClient } from '@tanstack/react-query';

/**
 * The admin panel's queries live under ['admin', 'mystery-boxes'] (an admin
 * 401 shows the sign-in again); the shop's own under ['mystery-boxes'] and
 * ['mystery-box'] (the cart). Every write refreshes them all.
 */
export const mysteryBoxKeys = {
  all: ['admin', 'mystery-boxes'] as const,
  tiers: ['admin', 'mystery-boxes', 'tiers'] as const,
  status: ['admin', 'mystery-boxes', 'status'] as const,
};

export function refreshMysteryBoxes(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mysteryBoxKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['mystery-boxes'] }),
    queryClient.invalidateQueries({ queryKey: ['mystery-box'] }),
  ]);
}
