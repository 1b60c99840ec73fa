export const SiteConfigPatterns = {
  get: 'catalog.site-config.get',
  set: 'catalog.site-config.set',
} as const;

export const SiteConfigEvents = {
  updated: 'site-config.updated',
} as const;

/** The keys the shop knows; anything else answers 404. */
export const SITE_CONFIG_KEYS = ['hero_image', 'gallery_enabled'] as const;
export type SiteConfigKey = (typeof SITE_CONFIG_KEYS)[number];

export const SITE_CONFIG_DEFAULTS: Record<SiteConfigKey, string | null> = {
  hero_image: null,
  gallery_enabled: 'false',
};

export interface SiteConfigEntry {
  key: SiteConfigKey;
  value: string | null;
}
