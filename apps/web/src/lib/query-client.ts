import { QueryClient } from '@tanstack/react-query';

/** Cached data never goes stale, is not refetched on focus and is never retried (docs/product/shopper.md §7). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
