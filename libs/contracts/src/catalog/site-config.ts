import { EMAIL_MAX_LENGTH, isShopEmail, normaliseEmail } from '../email';
import { DEFAULT_LOW_STOCK_THRESHOLD, unitsProblem } from '../commerce/stock';

export const SiteConfigPatterns = {
  get: 'catalog.site-config.get',
  set: 'catalog.site-config.set',
  /** `{email}` → ParachuteEligibility: the shopper's answer, never the list. */
  parachuteEligibility: 'catalog.site-config.parachute-eligibility',
} as const;

export const SiteConfigEvents = {
  updated: 'site-config.updated',
} as const;

/** The keys the shop knows; anything else answers 404. */
export const SITE_CONFIG_KEYS = ['hero_image', 'gallery_enabled', 'parachute_excluded_emails', 'low_stock_threshold'] as const;
export type SiteConfigKey = (typeof SITE_CONFIG_KEYS)[number];

export const SITE_CONFIG_DEFAULTS: Record<SiteConfigKey, string | null> = {
  hero_image: null,
  gallery_enabled: 'false',
  parachute_excluded_emails: '[]',
  low_stock_threshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
};

/** The answer to GET /api/site-config/{key} for a key the shop does not know (404). */
export const unknownSiteConfigKeyMessage = (key: string) => `Unknown site setting "${key}". Known settings: ${SITE_CONFIG_KEYS.join(', ')}.`;

export function isSiteConfigKey(key: string): key is SiteConfigKey {
  return (SITE_CONFIG_KEYS as readonly string[]).includes(key);
}

/**
 * Settings only an admin may read (docs/rules.md §4 "Private settings"): the excluded e-mails are admins' addresses,
 * which a public read would hand to phishers and to anyone wanting to lock an admin account out.
 */
export const PRIVATE_SITE_CONFIG_KEYS: readonly SiteConfigKey[] = ['parachute_excluded_emails'];

export function isPrivateSiteConfigKey(key: string): boolean {
  return (PRIVATE_SITE_CONFIG_KEYS as readonly string[]).includes(key);
}

/**
 * The e-mails that never get the daily-deals parachute (docs/product/engagement.md "Floating widgets and parachute
 * teasers"): a JSON list of addresses the admin edits, not a constant.
 */
export const PARACHUTE_EXCLUDED_EMAILS_KEY = 'parachute_excluded_emails' satisfies SiteConfigKey;

/** The list a `parachute_excluded_emails` value holds, lower-cased; anything unreadable counts as none. */
export function parseExcludedEmails(value: string | null | undefined): string[] {
  try {
    const list: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(list) ? list.filter((e): e is string => typeof e === 'string').map(normaliseEmail) : [];
  } catch {
    return [];
  }
}

/** The longest value a setting may be sent as (20 e-mails of 254 characters, as JSON, fit). */
export const SITE_CONFIG_VALUE_MAX_LENGTH = 6_000;

/** At most this many e-mails on the exclusion list. */
export const PARACHUTE_EXCLUDED_EMAILS_MAX = 20;

/** The hero image is set only by its upload, which checks and re-encodes the file (docs/rules.md §10). */
export const HERO_IMAGE_WRITE_MESSAGE = 'Upload the hero image with POST /api/site-config/hero-image';

/**
 * What PUT /api/site-config/{key} `{value}` would store for a known key: the value in normal form, or the problem
 * (one message, naming the field). The gateway and the admin's form both judge with it.
 * - `gallery_enabled`: the text "true" or "false";
 * - `low_stock_threshold`: a whole number of units from 0 to 1,000,000, as text (docs/rules.md §7);
 * - `parachute_excluded_emails`: a JSON list of at most 20 e-mails, each trimmed, lower-cased, at most 254 characters
 *   and valid, as sign-in takes them; a repeated e-mail is kept once.
 */
export function readSiteConfigWrite(key: SiteConfigKey, value: unknown): { value: string } | { problem: string } {
  if (key === 'hero_image') return { problem: HERO_IMAGE_WRITE_MESSAGE };
  if (value === undefined || value === null || value === '') return { problem: 'value is required' };
  if (typeof value !== 'string') return { problem: 'value must be text' };
  if (value.length > SITE_CONFIG_VALUE_MAX_LENGTH) return { problem: `value must be at most ${SITE_CONFIG_VALUE_MAX_LENGTH} characters` };
  if (key === 'low_stock_threshold') {
    const problem = /^\d+$/.test(value.trim()) ? unitsProblem('value', Number(value.trim())) : 'value must be a whole number of units, e.g. "5"';
    return problem ? { problem } : { value: String(Number(value.trim())) };
  }
  if (key === 'gallery_enabled') {
    return value === 'true' || value === 'false' ? { value } : { problem: 'value must be the text "true" or "false"' };
  }
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    list = null;
  }
  if (!Array.isArray(list)) return { problem: 'value must be a JSON list of e-mails, e.g. ["owner@example.com"]' };
  const emails = excludedEmailsOf(list);
  return 'problem' in emails ? emails : { value: JSON.stringify(emails.emails) };
}

/** The problem with a value for `key`, or null. */
export function siteConfigValueProblem(key: SiteConfigKey, value: unknown): string | null {
  const read = readSiteConfigWrite(key, value);
  return 'problem' in read ? read.problem : null;
}

/** The exclusion list in normal form (deduplicated, in the order given), or what is wrong with it. */
export function excludedEmailsOf(list: readonly unknown[]): { emails: string[] } | { problem: string } {
  const emails = new Set<string>();
  for (const item of list) {
    if (typeof item !== 'string') return { problem: 'value must list e-mails as texts' };
    const email = normaliseEmail(item);
    if (email.length > EMAIL_MAX_LENGTH) return { problem: `value: each e-mail must be at most ${EMAIL_MAX_LENGTH} characters` };
    if (!isShopEmail(email)) return { problem: `value: "${item.trim()}" is not a valid e-mail address` };
    emails.add(email);
    if (emails.size > PARACHUTE_EXCLUDED_EMAILS_MAX) return { problem: `value must hold at most ${PARACHUTE_EXCLUDED_EMAILS_MAX} e-mails` };
  }
  return { emails: [...emails] };
}

/** Whether the parachute teasers may drop for the caller (GET /api/parachutes/eligibility). */
export interface ParachuteEligibility {
  dailyDeals: boolean;
  giveaways: boolean;
}

export const NOT_ELIGIBLE: ParachuteEligibility = { dailyDeals: false, giveaways: false };

export interface SiteConfigEntry {
  key: SiteConfigKey;
  value: string | null;
}
