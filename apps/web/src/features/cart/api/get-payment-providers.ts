import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentProviderName, PaymentProvidersView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/payments/providers: the ways the checkout can pay, the shop's default first. */
export function getPaymentProviders(signal?: AbortSignal): Promise<PaymentProvidersView> {
  return api.get<PaymentProvidersView>('/api/payments/providers', { signal });
}

export const paymentProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'providers'],
    queryFn: ({ signal }) => getPaymentProviders(signal),
    // The shop's settings: asked once per page load (a checkout refused with PAYMENT_PROVIDER_NOT_OFFERED asks again).
  });

const NONE: readonly PaymentProviderName[] = [];

/**
 * The providers offered, the default first; empty while they load, or when the question failed: the checkout then sends
 * no choice and the shop pays through its default.
 */
export function usePaymentProviders(enabled: boolean) {
  const query = useQuery({ ...paymentProvidersQueryOptions(), enabled });
  const providers: readonly PaymentProviderName[] = query.data?.providers ?? NONE;
  return { providers, refetch: query.refetch };
}
