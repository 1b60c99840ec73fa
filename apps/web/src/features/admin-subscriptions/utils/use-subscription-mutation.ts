import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSubscriptions } from '../api/query-keys';

/** A subscription write: on success the admin list and the subscription screen fetch again. */
export function useSubscriptionMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshSubscriptions(queryClient) });
}
