import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackInStockRequestView, StockItem } from '@shop/contracts';
import { PUBLIC_STOCK_KEY } from '@/lib/admin-product-keys';
import { api, isApiError } from '@/lib/api-client';

export type NotifyWhenBackInput = { productId: string; item: StockItem };

/**
 * POST /api/stock/notify-when-back (her session): one e-mail to her when the sold-out item has units again. 409 when she
 * asked already, 400 when it is not sold out (any more), 401 without a session.
 */
export function notifyWhenBack(input: NotifyWhenBackInput): Promise<BackInStockRequestView> {
  return api.post<BackInStockRequestView>('/api/stock/notify-when-back', input);
}

export function useNotifyWhenBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyWhenBack,
    // Not sold out after all (restocked since the shop's stock was read): read what is left again.
    onError: (error) => {
      if (isApiError(error, 400)) void queryClient.invalidateQueries({ queryKey: PUBLIC_STOCK_KEY });
    },
  });
}
