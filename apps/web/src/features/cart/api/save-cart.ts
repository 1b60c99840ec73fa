import { api } from '@/lib/api-client';
import type { CartItem } from '@/lib/cart-store';
import type { ServerCartItem } from '../types';
import { toServerCartItems } from '../utils/server-items';

/** POST /api/cart/save {userEmail, cartItems}: replaces the shopper's saved cart. */
export function saveServerCart(userEmail: string, items: readonly CartItem[]) {
  return api.post<{ saved: true; items: ServerCartItem[] }>('/api/cart/save', {
    userEmail,
    cartItems: toServerCartItems(items),
  });
}
