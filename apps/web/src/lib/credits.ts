import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditBalanceView, CreditSpendAnswer, CreditTransactionView, StoreCreditBalanceView, UserStatsView } from '@shop/contracts';
import { GIVEAWAYS_QUERY_KEY } from './active-giveaways';
import { api } from '@/lib/api-client';

/** Every credits read starts with this key, so a spend refreshes them all at once. */
export const CREDITS_QUERY_KEY = ['credits'] as const;

const mail = (email: string) => encodeURIComponent(email);

/**
 * The reads of a verified session (docs/rules.md §4): asked only once the session is known to be verified, and again
 * each time a screen showing them opens (orders, grants and spends change them elsewhere).
 */
export const creditQueries = {
  balance: (email: string) =>
    queryOptions({
      staleTime: 0,
      queryKey: [...CREDITS_QUERY_KEY, email, 'balance'],
      queryFn: ({ signal }) => api.get<CreditBalanceView>(`/api/credits/${mail(email)}`, { signal }),
    }),
  /** GET /api/credits/{email}/transactions (the /referrals History tab). */
  transactions: (email: string) =>
    queryOptions({
      staleTime: 0,
      queryKey: [...CREDITS_QUERY_KEY, email, 'transactions'],
      queryFn: ({ signal }) => api.get<CreditTransactionView[]>(`/api/credits/${mail(email)}/transactions`, { signal }),
    }),
  /** GET /api/user-stats?userEmail= (the /credits Overview cards). */
  userStats: (email: string) =>
    queryOptions({
      staleTime: 0,
      queryKey: [...CREDITS_QUERY_KEY, email, 'user-stats'],
      queryFn: ({ signal }) => api.get<UserStatsView>(`/api/user-stats?${new URLSearchParams({ userEmail: email })}`, { signal }),
    }),
  /** GET /api/credit-transactions?userEmail= (the /credits Transaction History tab). */
  history: (email: string) =>
    queryOptions({
      staleTime: 0,
      queryKey: [...CREDITS_QUERY_KEY, email, 'history'],
      queryFn: ({ signal }) => api.get<CreditTransactionView[]>(`/api/credit-transactions?${new URLSearchParams({ userEmail: email })}`, { signal }),
    }),
  storeCredit: (email: string) =>
    queryOptions({
      staleTime: 0,
      queryKey: [...CREDITS_QUERY_KEY, email, 'store-credit'],
      queryFn: ({ signal }) => api.get<StoreCreditBalanceView>(`/api/store-credit/${mail(email)}`, { signal }),
    }),
};

export type SpendCreditsInput = { userEmail: string; credits: number; giveawayId: string };

/** POST /api/credits/spend: the credits become extra entries (tickets) in the giveaway's draw (docs/rules.md §8). */
export function spendCredits(input: SpendCreditsInput): Promise<CreditSpendAnswer> {
  return api.post<CreditSpendAnswer>('/api/credits/spend', input);
}

export function useSpendCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: spendCredits,
    onSuccess: async (answer, input) => {
      queryClient.setQueryData<CreditBalanceView>(creditQueries.balance(input.userEmail).queryKey, {
        email: input.userEmail,
        credits: answer.balance,
      });
      queryClient.setQueryData<UserStatsView>(creditQueries.userStats(input.userEmail).queryKey, (stats) =>
        stats ? { ...stats, totalCredits: answer.balance } : stats,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: GIVEAWAYS_QUERY_KEY }),
      ]);
    },
  });
}
