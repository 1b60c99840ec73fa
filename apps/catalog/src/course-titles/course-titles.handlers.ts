import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CourseTitle, CourseTitlePatterns, CourseType } from '@shop/contracts';
import { CourseTitlesService } from './course-titles.service';

@Controller()
export class CourseTitlesHandlers {
  constructor(private readonly courseTitles: CourseTitlesService) {}

  @MessagePattern(CourseTitlePatterns.list)
  list(@Payload() data: { courseType: string }): Promise<CourseTitle[]> {
    return this.courseTitles.list(data.courseType);
  }

  @MessagePattern(CourseTitlePatterns.generate)
  generate(@Payload() data: { courseType: CourseType }): Promise<CourseTitle[]> {
    return this.courseTitles.generate(data.courseType);
  }
}
