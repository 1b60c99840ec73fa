import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COURSE_TYPES, type CourseType } from '../constants';
import type { CourseTitle } from '../types';
import { learningKeys } from './query-keys';

/** GET /api/course-titles/{courseType}: the course's 52 weekly titles (empty until generated). */
export function getCourseTitles(courseType: CourseType): Promise<CourseTitle[]> {
  return api.get<CourseTitle[]>(`/api/course-titles/${encodeURIComponent(courseType)}`);
}

export const courseTitlesQueryOptions = (courseType: CourseType) =>
  queryOptions({ queryKey: learningKeys.courseTitles(courseType), queryFn: () => getCourseTitles(courseType) });

/**
 * The titles of each of the four course types, fetched together (admin.md §7:
 * GET /api/course-titles/{courseType} "for each of the four course types"),
 * in the order of COURSE_TYPES.
 */
export function useAllCourseTitles() {
  return useQueries({ queries: COURSE_TYPES.map((type) => courseTitlesQueryOptions(type.value)) });
}
