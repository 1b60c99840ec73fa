import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MysteryBoxStatus } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { refreshMysteryBoxes } from './query-keys';

/** POST /api/mystery-box/toggle (admin): switches the promotion on or off. */
export function toggleMysteryBoxes(isEnabled: boolean): Promise<MysteryBoxStatus> {
  return api.post<MysteryBoxStatus>('/api/mystery-box/toggle', { isEnabled });
}

export function useToggleMysteryBoxes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleMysteryBoxes, onSuccess: () => refreshMysteryBoxes(queryClient) });
}
