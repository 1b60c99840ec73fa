import { COURSE_TYPES, type CourseType } from '@shop/contracts';

/** docs/product/back-office.md §9 "Courses": the course types (the server's) as the screens name them. */
const COURSE_TYPE_LABELS: Record<CourseType, string> = {
  'watercolor-beginner': 'Watercolor — Beginner',
  'watercolor-advanced': 'Watercolor — Advanced',
  'drawing-beginner': 'Drawing — Beginner',
  'drawing-advanced': 'Drawing — Advanced',
};
export const COURSE_TYPE_OPTIONS = COURSE_TYPES.map((value) => ({ value, label: COURSE_TYPE_LABELS[value] }));

export function courseTypeLabel(value: string): string {
  return COURSE_TYPE_LABELS[value as CourseType] ?? value;
}
