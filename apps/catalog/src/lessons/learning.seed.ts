import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { COURSE_TYPES, type LearningSeedResult } from '@shop/contracts';
import { builtInCourseWeek } from '../course-titles/course-calendar';
import { CourseTitleEntity } from '../course-titles/course-title.entity';
import { writeCourseTitles } from '../course-titles/course-titles.service';
import { PigmentEntity } from '../pigments/pigment.entity';
import { PIGMENT_SAMPLES } from '../pigments/pigment-samples';
import { LessonEntity } from './lesson.entity';
import { writeWeekLesson } from './lesson-templates';

const SAMPLE_LESSON_WEEKS = 8;

/**
 * Demo content for the Learning Hub: the 52 titles of each course, the first
 * eight weeks of Beginner Watercolor and twelve classic pigments. Each table
 * is filled only when it is empty, so seeding twice changes nothing.
 */
export async function seedLearningContent(manager: EntityManager): Promise<LearningSeedResult> {
  const result: LearningSeedResult = { courseTitles: 0, lessons: 0, pigments: 0 };
  if (await isEmpty(manager, CourseTitleEntity)) {
    for (const courseType of COURSE_TYPES) await writeCourseTitles(manager, courseType);
    result.courseTitles = await manager.getRepository(CourseTitleEntity).count();
  }
  if (await isEmpty(manager, LessonEntity)) {
    for (let week = 1; week <= SAMPLE_LESSON_WEEKS; week++) {
      const { title } = builtInCourseWeek('watercolor-beginner', week);
      await manager.getRepository(LessonEntity).insert(writeWeekLesson('watercolor-beginner', week, title));
    }
    result.lessons = SAMPLE_LESSON_WEEKS;
  }
  if (await isEmpty(manager, PigmentEntity)) {
    await manager.getRepository(PigmentEntity).insert(PIGMENT_SAMPLES);
    result.pigments = PIGMENT_SAMPLES.length;
  }
  return result;
}

async function isEmpty<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>): Promise<boolean> {
  return (await manager.getRepository(entity).count()) === 0;
}
