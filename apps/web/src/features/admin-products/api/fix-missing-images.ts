import type { MaintenanceResult } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** POST /api/admin/deactivate-missing-images: {message, count}. */
export function fixMissingImages(): Promise<MaintenanceResult> {
  return api.post<MaintenanceResult>('/api/admin/deactivate-missing-images');
}

export function useFixMissingImages() {
  return useCatalogMutation(fixMissingImages);
}
