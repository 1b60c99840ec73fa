import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfile } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { adminMeQueryOptions } from './get-admin-me';

export type AdminCredentials = { email: string; password: string };

/** POST /api/admin/login: sets the admin session cookie. */
export function adminLogin(credentials: AdminCredentials): Promise<AdminProfile> {
  return api.post<AdminProfile>('/api/admin/login', credentials);
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (admin) => queryClient.setQueryData(adminMeQueryOptions().queryKey, admin),
  });
}
