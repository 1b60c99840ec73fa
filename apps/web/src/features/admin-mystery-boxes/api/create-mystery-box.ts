import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MysteryBox } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { MysteryBoxInput } from '../types';
import { refreshMysteryBoxes } from './query-keys';

/** POST /api/mystery-boxes (admin). */
export function createMysteryBox(input: MysteryBoxInput): Promise<MysteryBox> {
  return api.post<MysteryBox>('/api/mystery-boxes', input);
}

export function useCreateMysteryBox() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMysteryBox, onSuccess: () => refreshMysteryBoxes(queryClient) });
}
