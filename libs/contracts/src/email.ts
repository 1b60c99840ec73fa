/** The longest e-mail address the shop accepts (docs/rules.md §4). */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail as sign-in stores it (docs/rules.md §4): trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// A browser-safe syntax check that agrees with sign-in's (class-validator's isEmail) on the addresses people type:
// a local part without spaces, quotes or brackets, and a domain of at least two labels ending in a real top-level one
// (a quoted local part, which isEmail takes, is refused here).
const LOCAL_PART = /^[^\s@"(),:;<>[\]\\]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

/** Whether a normalised address is one the shop takes (at most EMAIL_MAX_LENGTH characters, valid syntax). */
export function isShopEmail(email: string): boolean {
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (at < 1 || !LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return labels.length >= 2 && labels.every((label) => label.length <= 63 && DOMAIN_LABEL.test(label)) && TOP_LEVEL.test(labels[labels.length - 1]);
}

const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One person's identity where it matters (giveaway entries, referrals, self-referral checks, per-person limits;
 * docs/rules.md §4): lower-cased, a quoted local part unquoted, a `+tag` removed, and for Gmail's two domains the
 * dots removed and the domain made one. The account keeps the address as typed for mail; this is only compared.
 */
export function canonicalEmail(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at < 1) return normalised;
  let local = normalised.slice(0, at);
  let domain = normalised.slice(at + 1);
  if (local.length >= 2 && local.startsWith('"') && local.endsWith('"')) local = local.slice(1, -1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const gmail = DOTLESS_DOMAINS[domain];
  if (gmail) {
    local = local.replace(/\./g, '');
    domain = gmail;
  }
  return `${local}@${domain}`;
}
