import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateLessonDto, GenerateWeekLessonDto, Lesson, LessonImageRemoval, LessonImagesAdd, LessonPatterns, LessonRef, LessonUpdate,
} from '@shop/contracts';
import { LessonsService } from './lessons.service';

@Controller()
export class LessonsHandlers {
  constructor(private readonly lessons: LessonsService) {}

  @MessagePattern(LessonPatterns.list)
  list(): Promise<Lesson[]> {
    return this.lessons.list();
  }

  @MessagePattern(LessonPatterns.get)
  get(@Payload() data: LessonRef): Promise<Lesson> {
    return this.lessons.get(data.id);
  }

  @MessagePattern(LessonPatterns.create)
  create(@Payload() data: CreateLessonDto): Promise<Lesson> {
    return this.lessons.create(data);
  }

  @MessagePattern(LessonPatterns.update)
  update(@Payload() data: LessonUpdate): Promise<Lesson> {
    return this.lessons.update(data);
  }

  @MessagePattern(LessonPatterns.delete)
  delete(@Payload() data: LessonRef): Promise<Lesson> {
    return this.lessons.delete(data.id);
  }

  @MessagePattern(LessonPatterns.addImages)
  addImages(@Payload() data: LessonImagesAdd): Promise<Lesson> {
    return this.lessons.addImages(data);
  }

  @MessagePattern(LessonPatterns.removeImage)
  removeImage(@Payload() data: LessonImageRemoval): Promise<Lesson> {
    return this.lessons.removeImage(data);
  }

  @MessagePattern(LessonPatterns.generateWeek)
  generateWeek(@Payload() data: GenerateWeekLessonDto): Promise<Lesson> {
    return this.lessons.generateWeek(data);
  }
}
