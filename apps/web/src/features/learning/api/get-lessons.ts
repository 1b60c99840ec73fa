import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lesson } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/lessons: every lesson, by week (lessons without a week last). */
export function getLessons(): Promise<Lesson[]> {
  return api.get<Lesson[]>('/api/lessons');
}

export const lessonsQueryOptions = () =>
  queryOptions({
    queryKey: ['learning', 'lessons'],
    queryFn: getLessons,
  });

export function useLessons() {
  return useQuery(lessonsQueryOptions());
}
