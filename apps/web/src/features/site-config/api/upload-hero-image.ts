import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteConfigEntry } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { siteConfigQueryOptions } from './get-site-config';

/** POST /api/site-config/hero-image, multipart field `image`. Admin only. */
export function uploadHeroImage(file: File): Promise<SiteConfigEntry> {
  const form = new FormData();
  form.append('image', file);
  return api.post<SiteConfigEntry>('/api/site-config/hero-image', form);
}

export function useUploadHeroImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHeroImage,
    onSuccess: (entry) => {
      queryClient.setQueryData(siteConfigQueryOptions('hero_image').queryKey, {
        key: 'hero_image',
        value: entry.value,
      });
    },
  });
}
