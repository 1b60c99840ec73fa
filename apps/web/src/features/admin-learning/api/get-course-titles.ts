import { queryOptions, useQueries } from '@tanstack/react-query';
import type { CourseTitle, CourseType } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { COURSE_TYPE_OPTIONS } from '../constants';
import { learningKeys } from './query-keys';

/** GET /api/course-titles/{courseType}: the course's 52 weekly titles (empty until generated). */
export function getCourseTitles(courseType: CourseType): Promise<CourseTitle[]> {
  return api.get<CourseTitle[]>(`/api/course-titles/${encodeURIComponent(courseType)}`);
}

export const courseTitlesQueryOptions = (courseType: CourseType) =>
  queryOptions({ queryKey: learningKeys.courseTitles(courseType), queryFn: () => getCourseTitles(courseType) });

/**
 * The titles of each of the four course types, fetched together (docs/product/back-office.md §7:
 * GET /api/course-titles/{courseType} "for each of the four course types"),
 * in the order of COURSE_TYPE_OPTIONS.
 */
export function useAllCourseTitles() {
  return useQueries({ queries: COURSE_TYPE_OPTIONS.map((type) => courseTitlesQueryOptions(type.value)) });
}
