import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** DELETE /api/variants/{id}: permanent. */
export function deleteVariant(id: string): Promise<void> {
  return api.delete<void>(`/api/variants/${encodeURIComponent(id)}`);
}

export function useDeleteVariant() {
  return useCatalogMutation(deleteVariant);
}
