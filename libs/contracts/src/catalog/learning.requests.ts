import type { NoPayload } from '../bus-payloads';
import {
  CourseTitlePatterns,
  LessonPatterns,
  PigmentPatterns,
  type CourseTitle,
  type CourseType,
  type LearningDeleted,
  type Lesson,
  type LessonImageRemoval,
  type LessonImagesAdd,
  type LessonRef,
  type Pigment,
  type PigmentRef,
} from './learning';
import type { CreateLessonDto, CreatePigmentDto, GenerateWeekLessonDto, LessonUpdate, PigmentUpdate } from './learning.dto';

export interface CourseTitleListRequest {
  courseType: string;
}
export interface CourseTitleGenerateRequest {
  courseType: CourseType;
}

/** What each of LessonPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface LessonRequests {
  [LessonPatterns.list]: { payload: NoPayload; answer: Lesson[] };
  [LessonPatterns.get]: { payload: LessonRef; answer: Lesson };
  [LessonPatterns.create]: { payload: CreateLessonDto; answer: Lesson };
  [LessonPatterns.update]: { payload: LessonUpdate; answer: Lesson };
  [LessonPatterns.delete]: { payload: LessonRef; answer: Lesson };
  [LessonPatterns.addImages]: { payload: LessonImagesAdd; answer: Lesson };
  [LessonPatterns.removeImage]: { payload: LessonImageRemoval; answer: Lesson };
  [LessonPatterns.generateWeek]: { payload: GenerateWeekLessonDto; answer: Lesson };
}

/** What each of PigmentPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface PigmentRequests {
  [PigmentPatterns.list]: { payload: NoPayload; answer: Pigment[] };
  [PigmentPatterns.create]: { payload: CreatePigmentDto; answer: Pigment };
  [PigmentPatterns.update]: { payload: PigmentUpdate; answer: Pigment };
  [PigmentPatterns.delete]: { payload: PigmentRef; answer: LearningDeleted };
}

/** What each of CourseTitlePatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface CourseTitleRequests {
  [CourseTitlePatterns.list]: { payload: CourseTitleListRequest; answer: CourseTitle[] };
  [CourseTitlePatterns.generate]: { payload: CourseTitleGenerateRequest; answer: CourseTitle[] };
}
