import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMysteryBoxes } from './query-keys';

/** DELETE /api/mystery-boxes/{id} (admin). */
export function deleteMysteryBox(id: string): Promise<{ id: string; deleted: true }> {
  return api.delete(`/api/mystery-boxes/${encodeURIComponent(id)}`);
}

export function useDeleteMysteryBox() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMysteryBox, onSuccess: () => refreshMysteryBoxes(queryClient) });
}
