import { IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf, ValidationArguments } from 'class-validator';
import { Transform } from 'class-transformer';
import { Trim } from '../validation';

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

const all = (...decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => {
  for (const decorate of decorators) decorate(target, key);
};

/** Trimmed text of at most `max` characters; required text must not be blank ("title is required"). */
function Text(max: number, { required = false } = {}): PropertyDecorator {
  return all(
    Trim(),
    ...(required ? [] : [ValidateIf((_, value) => value !== undefined)]),
    ValidateBy({
      name: 'text',
      validator: {
        validate: (value) => typeof value === 'string' && value.length <= max && (!required || value.length > 0),
        defaultMessage: (args) => {
          const { value, property } = args as ValidationArguments;
          if (required && (value === undefined || value === null || value === '')) return `${property} is required`;
          if (typeof value !== 'string') return `${property} must be text`;
          return `${property} must be at most ${max} characters`;
        },
      },
    }),
  );
}

/** A whole number from min to max; null clears the field, absent leaves it as it is. */
function OptionalWholeNumber(min: number, max: number): PropertyDecorator {
  return all(
    IsOptional(),
    ValidateBy({
      name: 'wholeNumber',
      validator: {
        validate: (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
        defaultMessage: (args) => `${(args as ValidationArguments).property} must be a whole number from ${min} to ${max}`,
      },
    }),
  );
}

function OneOf(values: readonly string[]): PropertyDecorator {
  return IsIn(values, { message: `$property must be one of: ${values.join(', ')}` });
}

/** A list of non-blank texts, each trimmed; may be left out, not null. */
function TextList(maxItems: number, maxLength: number): PropertyDecorator {
  return all(
    ValidateIf((_, value) => value !== undefined),
    Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value)),
    ValidateBy({
      name: 'textList',
      validator: {
        validate: (value) =>
          Array.isArray(value) && value.length <= maxItems &&
          value.every((v) => typeof v === 'string' && v.length > 0 && v.length <= maxLength),
      },
    }, { message: `$property must be a list of at most ${maxItems} non-blank texts of at most ${maxLength} characters` }),
  );
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

  @IsOptional() @IsInt({ message: 'weekNumber must be a whole number' })
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

/** POST /api/pigments; PUT /api/pigments/{id} takes the same fields (absent ones stay as they are, category null clears). */
export class CreatePigmentDto {
  @Text(LEARNING_LIMITS.pigmentName, { required: true })
  name: string;

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

export class UpdatePigmentDto extends CreatePigmentDto {}

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

