import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CourseTitlePatterns, CourseTypeParamDto, GenerateCourseTitlesDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

/** The 52 weekly titles of each course (docs/product/back-office.md §9 "Courses"). */
@Controller('api/course-titles')
export class CourseTitlesController {
  constructor(private readonly services: ServiceClient) {}

  @Get(':courseType')
  list(@Param() { courseType }: CourseTypeParamDto) {
    return this.services.send(CourseTitlePatterns.list, { courseType });
  }

  /** (Re)generates a course's titles from the built-in lists; calling it again changes nothing. */
  @Post()
  @HttpCode(200)
  @AdminOnly()
  generate(@Body() { courseType }: GenerateCourseTitlesDto) {
    return this.services.send(CourseTitlePatterns.generate, { courseType });
  }
}
