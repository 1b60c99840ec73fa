import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLearning } from '../api/query-keys';

/** A Learning write: on success the admin lists and the Learning Hub fetch again. */
export function useLearningMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshLearning(queryClient) });
}
