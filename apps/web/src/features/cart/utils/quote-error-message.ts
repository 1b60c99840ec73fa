import { getErrorMessage } from '@/lib/api-client';
import type { CartItem } from '@/lib/cart-store';

/** The server names items it cannot price by id: the shopper knows them by name. */
export function quoteErrorMessage(error: unknown, items: CartItem[]): string {
  let message = getErrorMessage(error, 'Please try again in a moment.');
  const unknown = items.filter((item) => message.includes(item.id));
  for (const item of unknown) message = message.split(item.id).join(`“${item.name}”`);
  return unknown.length ? `${message.replace(/\.$/, '')}. Remove ${unknown.length === 1 ? 'it' : 'them'} to continue.` : message;
}
