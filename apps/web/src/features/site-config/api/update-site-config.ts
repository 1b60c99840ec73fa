import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOW_STOCK_THRESHOLD_KEY, type SiteConfigEntry, type SiteConfigKey } from '@shop/contracts';
import { adminProductKeys } from '@/lib/admin-product-keys';
import { api } from '@/lib/api-client';
import { PARACHUTE_ELIGIBILITY_QUERY_KEY } from '@/lib/parachute-eligibility';
import { siteConfigQueryOptions } from './get-site-config';

/** PUT /api/site-config/{key} `{value}`. Admin only; the hero image has its own upload. */
export function updateSiteConfig(key: SiteConfigKey, value: string): Promise<SiteConfigEntry> {
  return api.put<SiteConfigEntry>(`/api/site-config/${key}`, { value });
}

export function useUpdateSiteConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: SiteConfigKey; value: string }) => updateSiteConfig(key, value),
    onSuccess: (entry) => {
      queryClient.setQueryData(siteConfigQueryOptions(entry.key).queryKey, entry);
      if (entry.key === 'parachute_excluded_emails') void queryClient.invalidateQueries({ queryKey: PARACHUTE_ELIGIBILITY_QUERY_KEY });
      if (entry.key === LOW_STOCK_THRESHOLD_KEY) void queryClient.invalidateQueries({ queryKey: adminProductKeys.lowStock });
    },
  });
}
