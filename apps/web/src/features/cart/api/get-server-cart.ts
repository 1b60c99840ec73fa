import { api } from '@/lib/api-client';
import type { ServerCartItem } from '../types';

/** GET /api/cart/{email}: the shopper's saved cart (`[]` when none). */
export function getServerCart(email: string): Promise<ServerCartItem[]> {
  return api.get<ServerCartItem[]>(`/api/cart/${encodeURIComponent(email)}`);
}
