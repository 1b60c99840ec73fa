import { COURSE_SESSION_NAMES, COURSE_WEEKS, CourseType, WEEKS_PER_SESSION } from '@shop/contracts';
import { COURSE_TITLE_LISTS } from './course-title-lists';

export interface CourseSession {
  sessionNumber: number;
  sessionName: string;
}

export interface CourseWeek extends CourseSession {
  weekNumber: number;
  title: string;
}

export function isCourseWeek(week: unknown): week is number {
  return Number.isInteger(week) && (week as number) >= 1 && (week as number) <= COURSE_WEEKS;
}

/** Weeks 1-13 are session 1 (Foundation Mastery), … 40-52 session 4 (Artistic Mastery). */
export function sessionOfWeek(weekNumber: number): CourseSession {
  const sessionNumber = Math.floor((weekNumber - 1) / WEEKS_PER_SESSION) + 1;
  return { sessionNumber, sessionName: COURSE_SESSION_NAMES[sessionNumber - 1] };
}

/** The built-in week of a course: its title and session. */
export function builtInCourseWeek(courseType: CourseType, weekNumber: number): CourseWeek {
  return { weekNumber, title: COURSE_TITLE_LISTS[courseType][weekNumber - 1], ...sessionOfWeek(weekNumber) };
}

export function builtInCourseWeeks(courseType: CourseType): CourseWeek[] {
  return Array.from({ length: COURSE_WEEKS }, (_, i) => builtInCourseWeek(courseType, i + 1));
}
