import type { VariantView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** PATCH /api/variants/{id}/sold ('Mark Sold') or /available ('Make Available'). */
export function setVariantAvailability({ id, available }: { id: string; available: boolean }): Promise<VariantView> {
  return api.patch<VariantView>(`/api/variants/${encodeURIComponent(id)}/${available ? 'available' : 'sold'}`);
}

export function useSetVariantAvailability() {
  return useCatalogMutation(setVariantAvailability);
}
