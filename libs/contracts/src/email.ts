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
