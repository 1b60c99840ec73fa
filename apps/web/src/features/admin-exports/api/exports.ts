import { useQuery } from '@tanstack/react-query';
import type { ContentExport, EmailExport } from '@shop/contracts';
import { api, ApiError } from '@/lib/api-client';

/** Under ['admin', …]: an admin 401 shows the sign-in again. */
export const exportKeys = {
  emails: ['admin', 'exports', 'emails'] as const,
  content: ['admin', 'exports', 'content'] as const,
};

export const EMAIL_EXPORT_PATH = '/api/admin/email-export';

export function useEmailExport() {
  return useQuery({
    queryKey: exportKeys.emails,
    queryFn: ({ signal }) => api.get<EmailExport>(EMAIL_EXPORT_PATH, { signal }),
    staleTime: 0,
  });
}

export function useContentExport() {
  return useQuery({
    queryKey: exportKeys.content,
    queryFn: ({ signal }) => api.get<ContentExport>('/api/admin/content-export', { signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/email-export?format=csv: the file the server wrote, and the name it gave it. */
export async function downloadEmailCsv(): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(`${EMAIL_EXPORT_PATH}?format=csv`, { credentials: 'include', headers: { Accept: 'text/csv' } });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    throw new ApiError(response.status, text || response.statusText, body);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: named ?? `email-list-${new Date().toISOString().slice(0, 10)}.csv` };
}
