import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REFERRAL_TRANSACTIONS_PAGE_MAX,
  type ReferralOverview,
  type ReferralOversightLink,
  type ReferralTier,
  type ReferralTransactionView,
} from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { TierInput } from '../utils/tier-form';

/** Under ['admin', …]: an admin 401 shows the sign-in again. */
export const referralOversightKeys = {
  all: ['admin', 'referrals'] as const,
  overview: ['admin', 'referrals', 'overview'] as const,
  links: ['admin', 'referrals', 'all-links'] as const,
  transactions: ['admin', 'referrals', 'all-transactions'] as const,
  tiers: ['admin', 'referrals', 'tiers'] as const,
};

const base = '/api/admin/referrals';

/** Clicks and orders keep coming: each opening of a sub-tab loads its figures afresh. */
const FRESH_ON_OPEN = { staleTime: 0 } as const;

export function useReferralOverview() {
  return useQuery({
    queryKey: referralOversightKeys.overview,
    queryFn: ({ signal }) => api.get<ReferralOverview>(`${base}/overview`, { signal }),
    ...FRESH_ON_OPEN,
  });
}

export function useAllReferralLinks() {
  return useQuery({
    queryKey: referralOversightKeys.links,
    queryFn: ({ signal }) => api.get<ReferralOversightLink[]>(`${base}/all-links`, { signal }),
    ...FRESH_ON_OPEN,
  });
}

/** Newest first, one page of the most the server gives at once. */
export function useAllReferralTransactions() {
  return useQuery({
    queryKey: referralOversightKeys.transactions,
    queryFn: ({ signal }) => api.get<ReferralTransactionView[]>(`${base}/all-transactions?limit=${REFERRAL_TRANSACTIONS_PAGE_MAX}`, { signal }),
    ...FRESH_ON_OPEN,
  });
}

/** GET /api/referrals/tiers: the tiers, lowest level first. */
export function useReferralTiers() {
  return useQuery({
    queryKey: referralOversightKeys.tiers,
    queryFn: async ({ signal }) => {
      const tiers = await api.get<ReferralTier[]>('/api/referrals/tiers', { signal });
      return [...tiers].sort((a, b) => a.tierLevel - b.tierLevel);
    },
  });
}

/** PUT /api/admin/referral-tiers/{id} (admin, audited). */
export function useUpdateReferralTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TierInput }) =>
      api.put<ReferralTier>(`/api/admin/referral-tiers/${encodeURIComponent(id)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralOversightKeys.tiers }),
  });
}
