import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '@shop/contracts';
import { api } from '@/lib/api-client';

export type AuditLogParams = {
  limit: number;
  offset: number;
  adminEmail: string;
  action: string;
};

/** GET /api/admin/audit-log: every administrator write, newest first, filterable. */
export function getAuditLog(params: AuditLogParams): Promise<AuditLogPage> {
  const search = new URLSearchParams({
    limit: String(params.limit),
    offset: String(params.offset),
    adminEmail: params.adminEmail,
    action: params.action,
  });
  return api.get<AuditLogPage>(`/api/admin/audit-log?${search}`);
}

export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', params],
    queryFn: () => getAuditLog(params),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogQueryOptions(params));
}
