import { Allow, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ToInt, Trim } from '../validation';
import { OptionalWholeNumber, Text, TextList } from '../field-rules';

/** The Learning Hub's lessons, weekly course titles and pigment notes (engagement.md "Learning Hub", admin.md §2.3, §9). */
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

/** admin.md §9 "Courses". */
export const COURSE_TYPES = ['watercolor-beginner', 'watercolor-advanced', 'drawing-beginner', 'drawing-advanced'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const COURSE_WEEKS = 52;
export const WEEKS_PER_SESSION = 13;
/** Sessions 1–4: weeks 1-13, 14-26, 27-39, 40-52. */
export const COURSE_SESSION_NAMES = ['Foundation Mastery', 'Creative Exploration', 'Advanced Techniques', 'Artistic Mastery'] as const;

export const PIGMENT_CATEGORIES = ['Historical', 'Synthetic', 'Natural Plant', 'Granular Gemstone', 'Earth'] as const;
export type PigmentCategory = (typeof PIGMENT_CATEGORIES)[number];

/** admin.md §5 "Lesson and pigment": the answer to a quick generation without a course type or a week 1–52. */
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

// ---- validation helpers: one message per field, naming it ----




function OneOf(values: readonly string[]): PropertyDecorator {
  return IsIn(values, { message: `$property must be one of: ${values.join(', ')}` });
}


// ---- lessons ----

/** POST /api/lessons */
export class CreateLessonDto {
  @Text(LEARNING_LIMITS.title, { required: true })
  title: string;
}

/** PUT /api/lessons/{id}: the title and the four sections; the course fields only when sent (null clears them). */
export class UpdateLessonDto {
  @Text(LEARNING_LIMITS.title, { required: true })
  title: string;

  @Text(LEARNING_LIMITS.section)
  section1?: string;

  @Text(LEARNING_LIMITS.section)
  section2?: string;

  @Text(LEARNING_LIMITS.section)
  section3?: string;

  @Text(LEARNING_LIMITS.section)
  section4?: string;

  @OptionalWholeNumber(1, COURSE_WEEKS)
  weekNumber?: number | null;

  @IsOptional() @Text(LEARNING_LIMITS.sessionName)
  sessionName?: string | null;

  @OptionalWholeNumber(1, COURSE_SESSION_NAMES.length)
  sessionNumber?: number | null;

  @IsOptional() @OneOf(COURSE_TYPES)
  courseType?: CourseType | null;
}

/** DELETE /api/lessons/{id}/images */
export class RemoveLessonImageDto {
  @Text(LEARNING_LIMITS.imageUrl, { required: true })
  imageUrl: string;
}

/**
 * POST /api/lessons/generate-week. Only the types are checked here: a missing
 * course type or week, or one outside 1–52, answers GENERATE_WEEK_MESSAGE.
 */
export class GenerateWeekLessonDto {
  @IsOptional() @Trim() @IsString() @MaxLength(50)
  courseType?: string;

  /** A number, or its digits as text ("4", as a form field gives it); anything else answers GENERATE_WEEK_MESSAGE. */
  @IsOptional() @ToInt() @Allow()
  weekNumber?: number;
}

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
export interface LessonUpdate extends LessonRef {
  changes: UpdateLessonDto;
}
export interface LessonImagesAdd extends LessonRef {
  imageUrls: string[];
}
export interface LessonImageRemoval extends LessonRef {
  imageUrl: string;
}

// ---- course titles ----

/** GET /api/course-titles/{courseType}: any text; an unknown course type answers 404. */
export class CourseTypeParamDto {
  @IsString() @MaxLength(100)
  courseType: string;
}

/** POST /api/course-titles */
export class GenerateCourseTitlesDto {
  @OneOf(COURSE_TYPES)
  courseType: CourseType;
}

export interface CourseTitle {
  id: string;
  courseType: CourseType;
  weekNumber: number;
  sessionNumber: number;
  sessionName: string;
  title: string;
}

// ---- pigments ----

/** A pigment's fields besides its name, shared by create and edit. */
abstract class PigmentFields {
  @IsOptional() @OneOf(PIGMENT_CATEGORIES)
  category?: PigmentCategory | null;

  @Text(LEARNING_LIMITS.pigmentNote)
  origin?: string;

  @Text(LEARNING_LIMITS.pigmentNote)
  watercolorUse?: string;

  @Text(LEARNING_LIMITS.pigmentNote)
  goDeeper?: string;

  @Text(LEARNING_LIMITS.pigmentNote)
  funFacts?: string;

  @TextList(LEARNING_LIMITS.characteristics, LEARNING_LIMITS.characteristic)
  characteristics?: string[];
}

/** POST /api/pigments */
export class CreatePigmentDto extends PigmentFields {
  @Text(LEARNING_LIMITS.pigmentName, { required: true })
  name: string;
}

/** PUT /api/pigments/{id}: absent fields stay as they are, category null clears it; a name sent must not be blank. */
export class UpdatePigmentDto extends PigmentFields {
  @Text(LEARNING_LIMITS.pigmentName, { notBlank: true })
  name?: string;
}

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
export interface PigmentUpdate extends PigmentRef {
  changes: UpdatePigmentDto;
}

/** DELETE answers of the Learning calls. */
export interface LearningDeleted {
  id: string;
  deleted: true;
}

