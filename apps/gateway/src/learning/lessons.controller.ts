import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  CreateLessonDto,
  GenerateWeekLessonDto,
  LearningDeleted,
  LessonPatterns,
  RemoveLessonImageDto,
  UpdateLessonDto,
  UuidParamDto,
} from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';
import { AdminUploadRateLimit } from '../uploads/upload-rate-limit';
import { LESSON_IMAGES } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';

/** The Learning Hub's lessons: anyone reads them, admins write them (docs/rules.md §4, §10). */
@Controller('api/lessons')
export class LessonsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: UploadService,
  ) {}

  @Get()
  list() {
    return this.services.send(LessonPatterns.list);
  }

  @Post()
  @AdminOnly()
  create(@Body() input: CreateLessonDto) {
    return this.services.send(LessonPatterns.create, input);
  }

  @Post('generate-week')
  @AdminOnly()
  generateWeek(@Body() input: GenerateWeekLessonDto) {
    return this.services.send(LessonPatterns.generateWeek, input);
  }

  @Put(':id')
  @AdminOnly()
  update(@Param() { id }: UuidParamDto, @Body() changes: UpdateLessonDto) {
    return this.services.send(LessonPatterns.update, { id, changes });
  }

  @Delete(':id')
  @AdminOnly()
  async delete(@Param() { id }: UuidParamDto): Promise<LearningDeleted> {
    const removed = await this.services.send(LessonPatterns.delete, { id });
    await this.uploads.discard(removed.images);
    return { id, deleted: true };
  }

  /** Up to five images per request, each checked by its content and re-encoded; nothing is kept if the lesson is gone. */
  @Post(':id/images')
  @HttpCode(200)
  @AdminOnly()
  @AdminUploadRateLimit()
  addImages(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    return this.uploads.save(request, LESSON_IMAGES, ({ urls }) => this.services.send(LessonPatterns.addImages, { id, imageUrls: urls }));
  }

  @Delete(':id/images')
  @AdminOnly()
  async removeImage(@Param() { id }: UuidParamDto, @Body() { imageUrl }: RemoveLessonImageDto) {
    const lesson = await this.services.send(LessonPatterns.removeImage, { id, imageUrl });
    await this.uploads.discard([imageUrl]);
    return lesson;
  }
}
