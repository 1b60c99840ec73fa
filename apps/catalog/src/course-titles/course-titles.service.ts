import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { COURSE_TYPES, CourseTitle, CourseType, isCourseType } from '@shop/contracts';
import { serviceError, UnitOfWork } from '@shop/platform';
import { builtInCourseWeek, builtInCourseWeeks, sessionOfWeek } from './course-calendar';
import { CourseTitleEntity } from './course-title.entity';

/** The 52 weekly titles of each course, (re)generated from the built-in lists. */
@Injectable()
export class CourseTitlesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  list(courseType: string): Promise<CourseTitle[]> {
    if (!isCourseType(courseType)) {
      throw serviceError('NOT_FOUND', `Unknown course type "${courseType}". Course types: ${COURSE_TYPES.join(', ')}.`);
    }
    return this.stored(this.dataSource.manager, courseType);
  }

  /** Idempotent: writes the built-in titles over whatever is stored for that course. */
  generate(courseType: CourseType): Promise<CourseTitle[]> {
    return this.unitOfWork.run(async (manager) => {
      await writeCourseTitles(manager, courseType);
      return this.stored(manager, courseType);
    });
  }

  /** The title a generated lesson takes: the stored one, or the built-in one before the course's titles are generated. */
  async titleOf(manager: EntityManager, courseType: CourseType, weekNumber: number): Promise<string> {
    const row = await manager.getRepository(CourseTitleEntity).findOneBy({ courseType, weekNumber });
    return row?.title ?? builtInCourseWeek(courseType, weekNumber).title;
  }

  private async stored(manager: EntityManager, courseType: CourseType): Promise<CourseTitle[]> {
    const rows = await manager.getRepository(CourseTitleEntity).find({ where: { courseType }, order: { weekNumber: 'ASC' } });
    return rows.map(toCourseTitle);
  }
}

export async function writeCourseTitles(manager: EntityManager, courseType: CourseType): Promise<void> {
  const rows = builtInCourseWeeks(courseType).map(({ weekNumber, sessionNumber, title }) => ({ courseType, weekNumber, sessionNumber, title }));
  await manager.getRepository(CourseTitleEntity).upsert(rows, ['courseType', 'weekNumber']);
}

function toCourseTitle(row: CourseTitleEntity): CourseTitle {
  return {
    id: row.id,
    courseType: row.courseType,
    weekNumber: row.weekNumber,
    ...sessionOfWeek(row.weekNumber),
    title: row.title,
  };
}
