import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryRemoved, GalleryStatus, GallerySubmissionView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Under ['admin', ...] (an admin 401 shows the sign-in again); a decision also changes the public gallery. */
export const adminGalleryKeys = {
  all: ['admin', 'gallery'] as const,
  byStatus: (status: GalleryStatus) => ['admin', 'gallery', status] as const,
};
const PUBLIC_GALLERY_KEY = ['gallery'] as const;

/** GET /api/admin/gallery?status=: the artworks of one status, newest first, with the submitter's e-mail. */
export function useAdminGallery(status: GalleryStatus) {
  return useQuery({
    queryKey: adminGalleryKeys.byStatus(status),
    queryFn: ({ signal }) => api.get<GallerySubmissionView[]>(`/api/admin/gallery?${new URLSearchParams({ status })}`, { signal }),
  });
}

export type GalleryDecision = 'approve' | 'reject' | 'delete';

/** POST /api/admin/gallery/{id}/approve|reject, DELETE /api/admin/gallery/{id} (its image file goes too). */
export function useModerateArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: GalleryDecision }): Promise<GallerySubmissionView | GalleryRemoved> => {
      const path = `/api/admin/gallery/${encodeURIComponent(id)}`;
      return decision === 'delete' ? api.delete<GalleryRemoved>(path) : api.post<GallerySubmissionView>(`${path}/${decision}`);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminGalleryKeys.all }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_GALLERY_KEY }),
      ]),
  });
}
