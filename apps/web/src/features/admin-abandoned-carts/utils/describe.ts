import type { AbandonedCart } from '@shop/contracts';
import { SITE_NAME } from '@/config/constants';
import { DIRECT_EMAIL_SUBJECT } from '../constants';

/** "Ann Lee", or null when the shop knows no name. */
export function customerName(cart: Pick<AbandonedCart, 'firstName' | 'lastName'>): string | null {
  const name = [cart.firstName, cart.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** Time since the cart last changed: "59 minutes ago", "5 hours ago", "3 days ago". */
export function timeSince(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (Number.isNaN(minutes)) return '';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}

/** "Email Direct": a mailto: link with the subject (and a first line) filled in, for the admin's own mail client. */
export function directEmailHref(cart: AbandonedCart): string {
  const greeting = cart.firstName ? `Hi ${cart.firstName},` : 'Hi,';
  const body = `${greeting}\n\nI noticed you left some paints in your cart at ${SITE_NAME}. Can I help with anything before you order?\n\n`;
  const query = `subject=${encodeURIComponent(DIRECT_EMAIL_SUBJECT)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(cart.email).replace(/%40/g, '@')}?${query}`;
}
