import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  CreateLessonDto,
  GENERATE_WEEK_MESSAGE,
  GenerateWeekLessonDto,
  isCourseType,
  Lesson,
  LessonImageRemoval,
  LessonImagesAdd,
  LessonUpdate,
} from '@shop/contracts';
import { serviceError, UnitOfWork } from '@shop/platform';
import { isCourseWeek } from '../course-titles/course-calendar';
import { CourseTitlesService } from '../course-titles/course-titles.service';
import { LessonEntity } from './lesson.entity';
import { writeWeekLesson } from './lesson-templates';

/** The Learning Hub's lessons: public reading, admin writing, one lesson per course week. */
@Injectable()
export class LessonsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly courseTitles: CourseTitlesService,
  ) {}

  /** By week, lessons without a week last, then oldest first. */
  async list(): Promise<Lesson[]> {
    const rows = await this.dataSource.getRepository(LessonEntity).find({
      order: { weekNumber: { direction: 'ASC', nulls: 'LAST' }, createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toLesson);
  }

  async get(id: string): Promise<Lesson> {
    return toLesson(await findLesson(this.dataSource.manager, id));
  }

  create(input: CreateLessonDto): Promise<Lesson> {
    return this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(LessonEntity);
      return toLesson(await repository.save(repository.create({ title: input.title })));
    });
  }

  update({ id, changes }: LessonUpdate): Promise<Lesson> {
    return this.change(id, (lesson) => Object.assign(lesson, changes));
  }

  addImages({ id, imageUrls }: LessonImagesAdd): Promise<Lesson> {
    return this.change(id, (lesson) => {
      lesson.images = [...lesson.images, ...imageUrls];
    });
  }

  removeImage({ id, imageUrl }: LessonImageRemoval): Promise<Lesson> {
    return this.change(id, (lesson) => {
      if (!lesson.images.includes(imageUrl)) throw serviceError('NOT_FOUND', 'This image is not part of the lesson');
      lesson.images = lesson.images.filter((url) => url !== imageUrl);
    });
  }

  /** Answers the lesson as it was, so the caller can let go of its images. */
  delete(id: string): Promise<Lesson> {
    return this.unitOfWork.run(async (manager) => {
      const lesson = await findLesson(manager, id, true);
      const removed = toLesson(lesson);
      await manager.getRepository(LessonEntity).delete({ id });
      return removed;
    });
  }

  /** The lesson of one course week, from its course title, written from templates; 409 when that week has one. */
  generateWeek({ courseType, weekNumber }: GenerateWeekLessonDto): Promise<Lesson> {
    if (!isCourseType(courseType) || !isCourseWeek(weekNumber)) throw serviceError('BAD_REQUEST', GENERATE_WEEK_MESSAGE);
    return this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(LessonEntity);
      if (await repository.existsBy({ courseType, weekNumber })) throw weekTaken(courseType, weekNumber);
      const title = await this.courseTitles.titleOf(manager, courseType, weekNumber);
      return toLesson(await saveOrConflict(manager, repository.create(writeWeekLesson(courseType, weekNumber, title))));
    });
  }

  /** Locks the lesson, applies the change and saves it, in one transaction. */
  private change(id: string, apply: (lesson: LessonEntity) => void): Promise<Lesson> {
    return this.unitOfWork.run(async (manager) => {
      const lesson = await findLesson(manager, id, true);
      apply(lesson);
      return toLesson(await saveOrConflict(manager, lesson));
    });
  }
}

async function findLesson(manager: EntityManager, id: string, forUpdate = false): Promise<LessonEntity> {
  const lesson = await manager.getRepository(LessonEntity).findOne({
    where: { id },
    ...(forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!lesson) throw serviceError('NOT_FOUND', 'Lesson not found');
  return lesson;
}

/** One lesson per course week: a clash (also between two concurrent writes) answers 409. */
async function saveOrConflict(manager: EntityManager, lesson: LessonEntity): Promise<LessonEntity> {
  try {
    return await manager.getRepository(LessonEntity).save(lesson);
  } catch (err) {
    if ((err as { code?: string }).code === '23505' && lesson.courseType && lesson.weekNumber) {
      throw weekTaken(lesson.courseType, lesson.weekNumber);
    }
    throw err;
  }
}

function weekTaken(courseType: string, weekNumber: number) {
  return serviceError('CONFLICT', `The ${courseType} course already has a lesson for week ${weekNumber}`);
}

function toLesson(row: LessonEntity): Lesson {
  return {
    id: row.id,
    title: row.title,
    section1: row.section1,
    section2: row.section2,
    section3: row.section3,
    section4: row.section4,
    weekNumber: row.weekNumber,
    sessionName: row.sessionName,
    sessionNumber: row.sessionNumber,
    courseType: row.courseType,
    images: row.images,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
