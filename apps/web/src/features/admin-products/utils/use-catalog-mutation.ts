import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProductQueries } from '@/lib/admin-product-keys';

/** A catalogue write: on success every admin product list and the shop's product lists fetch again. */
export function useCatalogMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateProductQueries(queryClient) });
}
