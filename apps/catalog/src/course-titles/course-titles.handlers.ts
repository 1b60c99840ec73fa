import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, CourseTitleGenerateRequest, CourseTitleListRequest, CourseTitlePatterns } from '@shop/contracts';
import { CourseTitlesService } from './course-titles.service';

@Controller()
export class CourseTitlesHandlers {
  constructor(private readonly courseTitles: CourseTitlesService) {}

  @MessagePattern(CourseTitlePatterns.list)
  list(@Payload() data: CourseTitleListRequest): Promise<BusAnswer<typeof CourseTitlePatterns.list>> {
    return this.courseTitles.list(data.courseType);
  }

  @MessagePattern(CourseTitlePatterns.generate)
  generate(@Payload() data: CourseTitleGenerateRequest): Promise<BusAnswer<typeof CourseTitlePatterns.generate>> {
    return this.courseTitles.generate(data.courseType);
  }
}
