import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MysteryBox } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { MysteryBoxInput } from '../types';
import { refreshMysteryBoxes } from './query-keys';

/** PUT /api/mystery-boxes/{id} (admin) with the changed fields. */
export function updateMysteryBox({ id, changes }: { id: string; changes: Partial<MysteryBoxInput> }): Promise<MysteryBox> {
  return api.put<MysteryBox>(`/api/mystery-boxes/${encodeURIComponent(id)}`, changes);
}

export function useUpdateMysteryBox() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMysteryBox, onSuccess: () => refreshMysteryBoxes(queryClient) });
}
