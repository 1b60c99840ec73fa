import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfigEntry, SiteConfigKey } from '@shop/contracts';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/site-config/{key}; a key that was never set reads as null. */
export async function getSiteConfig(key: SiteConfigKey): Promise<SiteConfigEntry> {
  try {
    return await api.get<SiteConfigEntry>(`/api/site-config/${key}`);
  } catch (error) {
    if (isApiError(error, 404)) return { key, value: null };
    throw error;
  }
}

export const siteConfigQueryOptions = (key: SiteConfigKey) =>
  queryOptions({
    queryKey: ['site-config', key],
    queryFn: () => getSiteConfig(key),
  });

export function useSiteConfig(key: SiteConfigKey) {
  return useQuery(siteConfigQueryOptions(key));
}

/** The gallery exists only when gallery_enabled is the text "true"; a failed fetch means false. */
export function useGalleryEnabled() {
  const query = useSiteConfig('gallery_enabled');
  return { enabled: query.data?.value === 'true', isPending: query.isPending };
}

/** The hero image address, or null for the bundled default (also when the fetch fails). */
export function useHeroImage() {
  const query = useSiteConfig('hero_image');
  return { url: query.data?.value || null, query };
}
