import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CourseType } from '../constants';
import type { CourseTitle } from '../types';
import { learningKeys } from './query-keys';

/** GET /api/course-titles/{courseType}: the course's 52 weekly titles (empty until generated). */
export function getCourseTitles(courseType: CourseType): Promise<CourseTitle[]> {
  return api.get<CourseTitle[]>(`/api/course-titles/${encodeURIComponent(courseType)}`);
}

export const courseTitlesQueryOptions = (courseType: CourseType) =>
  queryOptions({ queryKey: learningKeys.courseTitles(courseType), queryFn: () => getCourseTitles(courseType) });

export function useCourseTitles(courseType: CourseType) {
  return useQuery(courseTitlesQueryOptions(courseType));
}
