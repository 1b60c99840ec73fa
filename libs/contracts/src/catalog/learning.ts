/** The Learning Hub's lessons, weekly course titles and pigment notes (docs/product/engagement.md "Learning Hub", docs/product/back-office.md §2.3, §9). */
export const LessonPatterns = {
  list: 'catalog.lesson.list',
  get: 'catalog.lesson.get',
  create: 'catalog.lesson.create',
  update: 'catalog.lesson.update',
  delete: 'catalog.lesson.delete',
  addImages: 'catalog.lesson.add-images',
  removeImage: 'catalog.lesson.remove-image',
  generateWeek: 'catalog.lesson.generate-week',
} as const;

export const CourseTitlePatterns = {
  list: 'catalog.course-title.list',
  generate: 'catalog.course-title.generate',
} as const;

export const PigmentPatterns = {
  list: 'catalog.pigment.list',
  create: 'catalog.pigment.create',
  update: 'catalog.pigment.update',
  delete: 'catalog.pigment.delete',
} as const;

/** docs/product/back-office.md §9 "Courses". */
export const COURSE_TYPES = ['watercolor-beginner', 'watercolor-advanced', 'drawing-beginner', 'drawing-advanced'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const COURSE_WEEKS = 52;
export const WEEKS_PER_SESSION = 13;
/** Sessions 1–4: weeks 1-13, 14-26, 27-39, 40-52. */
export const COURSE_SESSION_NAMES = ['Foundation Mastery', 'Creative Exploration', 'Advanced Techniques', 'Artistic Mastery'] as const;

export const PIGMENT_CATEGORIES = ['Historical', 'Synthetic', 'Natural Plant', 'Granular Gemstone', 'Earth'] as const;
export type PigmentCategory = (typeof PIGMENT_CATEGORIES)[number];

/** docs/product/back-office.md §5 "Lesson and pigment": the answer to a quick generation without a course type or a week 1–52. */
export const GENERATE_WEEK_MESSAGE = 'Please select a course type and enter a week number (1-52).';

export const LESSON_IMAGES_PER_UPLOAD = 5;

export const LEARNING_LIMITS = {
  title: 200,
  section: 20_000,
  sessionName: 100,
  pigmentName: 120,
  pigmentNote: 5_000,
  characteristic: 300,
  characteristics: 30,
  imageUrl: 500,
} as const;

export function isCourseType(value: unknown): value is CourseType {
  return (COURSE_TYPES as readonly unknown[]).includes(value);
}

// ---- lessons ----

export interface Lesson {
  id: string;
  title: string;
  section1: string;
  section2: string;
  section3: string;
  section4: string;
  weekNumber: number | null;
  sessionName: string | null;
  sessionNumber: number | null;
  courseType: CourseType | null;
  images: string[];
  createdAt: string;
  updatedAt: string;
}

export interface LessonRef {
  id: string;
}
export interface LessonImagesAdd extends LessonRef {
  imageUrls: string[];
}
export interface LessonImageRemoval extends LessonRef {
  imageUrl: string;
}

// ---- course titles ----

export interface CourseTitle {
  id: string;
  courseType: CourseType;
  weekNumber: number;
  sessionNumber: number;
  sessionName: string;
  title: string;
}

// ---- pigments ----

export interface Pigment {
  id: string;
  name: string;
  category: PigmentCategory | null;
  origin: string;
  watercolorUse: string;
  goDeeper: string;
  funFacts: string;
  characteristics: string[];
  createdAt: string;
  updatedAt: string;
}

export interface PigmentRef {
  id: string;
}

/** DELETE answers of the Learning calls. */
export interface LearningDeleted {
  id: string;
  deleted: true;
}
