import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  GALLERY_PAGE_DEFAULT,
  GALLERY_TOTAL_LIKES_HEADER,
  type GalleryLikeAnswer,
  type GalleryLikedIds,
  type GallerySubmissionView,
} from '@shop/contracts';
import { api, apiGetWithTotal, type ListPage } from '@/lib/api-client';

/** The public gallery and the shopper's liked ids; a like changes both. */
export const galleryKeys = {
  all: ['gallery'] as const,
  list: ['gallery', 'list'] as const,
  likes: (email: string) => ['gallery', 'likes', email] as const,
};

type GalleryPages = InfiniteData<ListPage<GallerySubmissionView>, number>;

/**
 * GET /api/gallery?limit&offset: the approved artworks, newest first, a page at a time; the number of them in
 * X-Total-Count and of all their likes in X-Total-Likes.
 */
export function useGallery() {
  return useInfiniteQuery({
    queryKey: galleryKeys.list,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiGetWithTotal<GallerySubmissionView>(
        `/api/gallery?${new URLSearchParams({ limit: String(GALLERY_PAGE_DEFAULT), offset: String(pageParam) })}`,
        { signal },
        [GALLERY_TOTAL_LIKES_HEADER],
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length === GALLERY_PAGE_DEFAULT && (last.total === null || loaded < last.total) ? loaded : undefined;
    },
  });
}

/** GET /api/gallery/likes/{email}: the ids of the artworks she liked (nothing to ask without an e-mail). */
export function useLikedIds(email: string | null) {
  return useQuery({
    queryKey: galleryKeys.likes(email ?? ''),
    queryFn: ({ signal }) => api.get<GalleryLikedIds>(`/api/gallery/likes/${encodeURIComponent(email!)}`, { signal }),
    enabled: Boolean(email),
  });
}

export type ArtworkSubmission = {
  title: string;
  description: string;
  lessonReference: string;
  userEmail: string;
  image: File;
};

/** POST /api/gallery, multipart (docs/product/engagement.md §7): the artwork waits for an admin's review. */
export function useSubmitArtwork() {
  return useMutation({
    mutationFn: ({ title, description, lessonReference, userEmail, image }: ArtworkSubmission) => {
      const form = new FormData();
      form.append('title', title);
      form.append('description', description);
      form.append('lessonReference', lessonReference);
      form.append('userEmail', userEmail);
      form.append('image', image);
      return api.post<GallerySubmissionView>('/api/gallery', form);
    },
  });
}

type LikeChange = { id: string; userEmail: string; liked: boolean };

/**
 * POST (like) or DELETE (unlike) /api/gallery/{id}/like `{userEmail}`. The heart and the count change at once and
 * go back if the server refuses; the server's figures are read again afterwards either way.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userEmail, liked }: LikeChange) => {
      const path = `/api/gallery/${encodeURIComponent(id)}/like`;
      return liked ? api.post<GalleryLikeAnswer>(path, { userEmail }) : api.delete<GalleryLikeAnswer>(path, { userEmail });
    },
    onMutate: async ({ id, userEmail, liked }) => {
      const likesKey = galleryKeys.likes(userEmail);
      await queryClient.cancelQueries({ queryKey: galleryKeys.all });
      const before = {
        likes: queryClient.getQueryData<string[]>(likesKey),
        list: queryClient.getQueryData<GalleryPages>(galleryKeys.list),
      };
      queryClient.setQueryData<GalleryLikedIds>(likesKey, (ids = []) => (liked ? [...ids, id] : ids.filter((x) => x !== id)));
      const step = (count: number) => Math.max(0, count + (liked ? 1 : -1));
      queryClient.setQueryData<GalleryPages>(
        galleryKeys.list,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === id ? { ...item, likesCount: step(item.likesCount) } : item)),
              figures: mapTotalLikes(page.figures, step),
            })),
          },
      );
      return before;
    },
    onError: (_error, { userEmail }, before) => {
      if (!before) return;
      queryClient.setQueryData(galleryKeys.likes(userEmail), before.likes);
      queryClient.setQueryData(galleryKeys.list, before.list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}

/** The whole gallery's likes, as the first page's answer reported them (null when it did not). */
export function totalLikesOf(pages: { pages: ListPage<GallerySubmissionView>[] } | undefined): number | null {
  return pages?.pages[0]?.figures[GALLERY_TOTAL_LIKES_HEADER] ?? null;
}

function mapTotalLikes(figures: Record<string, number | null>, step: (count: number) => number) {
  const total = figures[GALLERY_TOTAL_LIKES_HEADER];
  return total === null || total === undefined ? figures : { ...figures, [GALLERY_TOTAL_LIKES_HEADER]: step(total) };
}
