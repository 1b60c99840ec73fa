import type { MaintenanceResult } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** POST /api/admin/deactivate-individual-colors-bad-images: {message, count}. */
export function fixIndividualColors(): Promise<MaintenanceResult> {
  return api.post<MaintenanceResult>('/api/admin/deactivate-individual-colors-bad-images');
}

export function useFixIndividualColors() {
  return useCatalogMutation(fixIndividualColors);
}
