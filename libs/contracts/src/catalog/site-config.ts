export const SiteConfigPatterns = {
  get: 'catalog.site-config.get',
  set: 'catalog.site-config.set',
} as const;

export const SiteConfigEvents = {
  updated: 'site-config.updated',
} as const;

/** The keys the shop knows; anything else answers 404. */
export const SITE_CONFIG_KEYS = ['hero_image', 'gallery_enabled', 'parachute_excluded_emails'] as const;
export type SiteConfigKey = (typeof SITE_CONFIG_KEYS)[number];

export const SITE_CONFIG_DEFAULTS: Record<SiteConfigKey, string | null> = {
  hero_image: null,
  gallery_enabled: 'false',
  parachute_excluded_emails: '[]',
};

/**
 * The e-mails that never get the daily-deals parachute (docs/product/engagement.md "Floating widgets and parachute
 * teasers"): a JSON list of addresses the admin edits, not a constant.
 */
export const PARACHUTE_EXCLUDED_EMAILS_KEY = 'parachute_excluded_emails' satisfies SiteConfigKey;

/** The list a `parachute_excluded_emails` value holds, lower-cased; anything unreadable counts as none. */
export function parseExcludedEmails(value: string | null | undefined): string[] {
  try {
    const list: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(list) ? list.filter((e): e is string => typeof e === 'string').map((e) => e.trim().toLowerCase()) : [];
  } catch {
    return [];
  }
}

export interface SiteConfigEntry {
  key: SiteConfigKey;
  value: string | null;
}
