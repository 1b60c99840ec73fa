import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lesson } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** GET /api/lessons: every lesson, by week (lessons without a week last). */
export function getAdminLessons(): Promise<Lesson[]> {
  return api.get<Lesson[]>('/api/lessons');
}

export const adminLessonsQueryOptions = () => queryOptions({ queryKey: learningKeys.lessons, queryFn: getAdminLessons });

export function useAdminLessons() {
  return useQuery(adminLessonsQueryOptions());
}
