import { Allow, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ReadOnlyField, ToInt, Trim } from '../validation/transforms';
import { OptionalWholeNumber, Text, TextList } from '../validation/field-rules';
import {
  COURSE_SESSION_NAMES,
  COURSE_TYPES,
  COURSE_WEEKS,
  CourseType,
  LEARNING_LIMITS,
  LessonRef,
  PIGMENT_CATEGORIES,
  PigmentCategory,
  PigmentRef,
} from './learning';

// The Learning Hub's request bodies, validated by the gateway (values and answers: learning.ts).

function OneOf(values: readonly string[]): PropertyDecorator {
  return IsIn(values, { message: `$property must be one of: ${values.join(', ')}` });
}

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

  @IsOptional()
  @Text(LEARNING_LIMITS.sessionName)
  sessionName?: string | null;

  @OptionalWholeNumber(1, COURSE_SESSION_NAMES.length)
  sessionNumber?: number | null;

  @IsOptional()
  @OneOf(COURSE_TYPES)
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
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(50)
  courseType?: string;

  /** A number, or its digits as text ("4", as a form field gives it); anything else answers GENERATE_WEEK_MESSAGE. */
  @IsOptional()
  @ToInt()
  @Allow()
  weekNumber?: number;
}
export interface LessonUpdate extends LessonRef {
  changes: UpdateLessonDto;
}

/** GET /api/course-titles/{courseType}: any text; an unknown course type answers 404. */
export class CourseTypeParamDto {
  @IsString()
  @MaxLength(100)
  courseType: string;
}

/** POST /api/course-titles */
export class GenerateCourseTitlesDto {
  @OneOf(COURSE_TYPES)
  courseType: CourseType;
}

/** A pigment's fields besides its name, shared by create and edit. */
abstract class PigmentFields {
  @IsOptional()
  @OneOf(PIGMENT_CATEGORIES)
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

  /** Answered fields sent back with the pigment as fetched are dropped, never changed (unknown, not never: the update assigns the DTO onto the entity). */
  @ReadOnlyField() id?: unknown;
  @ReadOnlyField() createdAt?: unknown;
  @ReadOnlyField() updatedAt?: unknown;
}
export interface PigmentUpdate extends PigmentRef {
  changes: UpdatePigmentDto;
}
