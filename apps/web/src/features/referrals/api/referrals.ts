import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommissionRateView, PublicCoupon, ReferralDashboard, ReferralLinkView, ReferralTier } from '@shop/contracts';
import { api } from '@/lib/api-client';

export const REFERRALS_QUERY_KEY = ['referrals'] as const;

/** The referrer's links, counters, tier and store credit: a verified session's read (docs/rules.md §4). */
export const referralDashboardQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...REFERRALS_QUERY_KEY, email, 'dashboard'],
    queryFn: ({ signal }) => api.get<ReferralDashboard>(`/api/referrals/dashboard?${new URLSearchParams({ userEmail: email })}`, { signal }),
    // Clicks and sales arrive from other people's visits: asked again whenever a screen showing them opens.
    staleTime: 0,
  });

export function useReferralDashboard(email: string, enabled = true) {
  return useQuery({ ...referralDashboardQueryOptions(email), enabled });
}

export function useReferralTiers() {
  return useQuery({
    queryKey: [...REFERRALS_QUERY_KEY, 'tiers'],
    queryFn: ({ signal }) => api.get<ReferralTier[]>('/api/referrals/tiers', { signal }),
  });
}

export function useCommissionRate() {
  return useQuery({
    queryKey: [...REFERRALS_QUERY_KEY, 'commission-rate'],
    queryFn: ({ signal }) => api.get<CommissionRateView>('/api/commission/rate', { signal }),
  });
}

/** GET /api/coupons answers a shopper the active coupons a referral link may carry. */
export function useReferralCoupons(enabled = true) {
  return useQuery({
    queryKey: [...REFERRALS_QUERY_KEY, 'coupons'],
    queryFn: async ({ signal }) => (await api.get<PublicCoupon[]>('/api/coupons', { signal })).filter((coupon) => coupon.isActive),
    enabled,
  });
}

export type CreateReferralLinkInput = { userEmail: string; name: string; couponCode?: string };

export function useCreateReferralLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReferralLinkInput) => api.post<ReferralLinkView>('/api/referrals/create', input),
    onSuccess: (_link, input) => queryClient.invalidateQueries({ queryKey: [...REFERRALS_QUERY_KEY, input.userEmail] }),
  });
}

export function useDeleteReferralLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userEmail }: { id: string; userEmail: string }) =>
      api.delete<unknown>(`/api/referrals/${encodeURIComponent(id)}`, { userEmail }),
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: [...REFERRALS_QUERY_KEY, input.userEmail] }),
  });
}

/** POST /api/referrals/click: the landing page reports a visit that came through a shared link. */
export function reportReferralClick(code: string): Promise<unknown> {
  return api.post<unknown>('/api/referrals/click', { code });
}
