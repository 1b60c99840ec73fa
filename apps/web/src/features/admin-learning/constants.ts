/** admin.md §9 "Courses" and §5 "Lesson and pigment". */

export const COURSE_TYPES = [
  { value: 'watercolor-beginner', label: 'Watercolor — Beginner' },
  { value: 'watercolor-advanced', label: 'Watercolor — Advanced' },
  { value: 'drawing-beginner', label: 'Drawing — Beginner' },
  { value: 'drawing-advanced', label: 'Drawing — Advanced' },
] as const;
export type CourseType = (typeof COURSE_TYPES)[number]['value'];

export const COURSE_WEEKS = 52;

export const PIGMENT_CATEGORIES = ['Historical', 'Synthetic', 'Natural Plant', 'Granular Gemstone', 'Earth'] as const;
export type PigmentCategory = (typeof PIGMENT_CATEGORIES)[number];

export const GENERATE_WEEK_MESSAGE = 'Please select a course type and enter a week number (1-52).';

/** The server takes up to five lesson images per upload. */
export const LESSON_IMAGES_PER_UPLOAD = 5;

export function courseTypeLabel(value: string): string {
  return COURSE_TYPES.find((type) => type.value === value)?.label ?? value;
}

export function isCourseType(value: string): value is CourseType {
  return COURSE_TYPES.some((type) => type.value === value);
}
