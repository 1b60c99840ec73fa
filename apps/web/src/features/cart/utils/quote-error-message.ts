import { getErrorMessage, hasErrorCode } from '@/lib/api-client';
import type { CartItem } from '@/lib/cart-store';

/** The server names the items it no longer sells (ITEM_UNAVAILABLE) by id: the shopper knows them by name. */
export function quoteErrorMessage(error: unknown, items: CartItem[]): string {
  let message = getErrorMessage(error, 'Please try again in a moment.');
  if (!hasErrorCode(error, 'ITEM_UNAVAILABLE')) return message;
  const unknown = items.filter((item) => message.includes(item.id));
  for (const item of unknown) message = message.split(item.id).join(`“${item.name}”`);
  return unknown.length ? `${message.replace(/\.$/, '')}. Remove ${unknown.length === 1 ? 'it' : 'them'} to continue.` : message;
}
