import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DutchAuctionPurchase } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { dutchAuctionsQueryOptions } from './get-dutch-auctions';

/**
 * POST /api/dutch-auctions/{id}/purchase (signed-in shopper): one unit at this moment's price, fixed for her,
 * held by a pending order whose payment address the answer gives (docs/rules.md §7).
 */
export function purchaseDutchAuction(id: string): Promise<DutchAuctionPurchase> {
  return api.post<DutchAuctionPurchase>(`/api/dutch-auctions/${encodeURIComponent(id)}/purchase`, {});
}

export function usePurchaseDutchAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseDutchAuction,
    // Sold or not, the units left changed: the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dutchAuctionsQueryOptions().queryKey }),
  });
}
