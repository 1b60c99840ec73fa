import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommissionRateView, CommissionSettingView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { CommissionSettingInput } from '../utils/commission-form';

/** Under ['admin', …]: an admin 401 shows the sign-in again. */
export const commissionKeys = {
  all: ['admin', 'commission'] as const,
  rate: ['admin', 'commission', 'rate'] as const,
  settings: ['admin', 'commission', 'settings'] as const,
};

/** GET /api/commission/rate: the rate in force now. */
export function useCommissionRate() {
  return useQuery({
    queryKey: commissionKeys.rate,
    queryFn: ({ signal }) => api.get<CommissionRateView>('/api/commission/rate', { signal }),
  });
}

/** GET /api/admin/commission-settings: every setting, active or not. */
export function useCommissionSettings() {
  return useQuery({
    queryKey: commissionKeys.settings,
    queryFn: ({ signal }) => api.get<CommissionSettingView[]>('/api/admin/commission-settings', { signal }),
  });
}

/** A new or deactivated setting may change the rate in force: both queries reload. */
function useRefreshCommission() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commissionKeys.all });
}

/** POST /api/admin/commission-settings (admin, audited). */
export function useCreateCommissionSetting() {
  const refresh = useRefreshCommission();
  return useMutation({
    mutationFn: (input: CommissionSettingInput) => api.post<CommissionSettingView>('/api/admin/commission-settings', input),
    onSuccess: refresh,
  });
}

/** PATCH /api/admin/commission-settings/{id}/deactivate: there is no reactivation. */
export function useDeactivateCommissionSetting() {
  const refresh = useRefreshCommission();
  return useMutation({
    mutationFn: (id: string) => api.patch<CommissionSettingView>(`/api/admin/commission-settings/${encodeURIComponent(id)}/deactivate`),
    onSuccess: refresh,
  });
}
