import { QueryClient } from '@tanstack/react-query';

/** Cached data never goes stale, is not refetched on focus and is never retried (shopper-core.md §7). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
