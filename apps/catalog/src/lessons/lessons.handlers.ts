import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  CreateLessonDto,
  GenerateWeekLessonDto,
  LessonImageRemoval,
  LessonImagesAdd,
  LessonPatterns,
  LessonRef,
  LessonUpdate,
} from '@shop/contracts';
import { LessonsService } from './lessons.service';

@Controller()
export class LessonsHandlers {
  constructor(private readonly lessons: LessonsService) {}

  @MessagePattern(LessonPatterns.list)
  list(): Promise<BusAnswer<typeof LessonPatterns.list>> {
    return this.lessons.list();
  }

  @MessagePattern(LessonPatterns.get)
  get(@Payload() data: LessonRef): Promise<BusAnswer<typeof LessonPatterns.get>> {
    return this.lessons.get(data.id);
  }

  @MessagePattern(LessonPatterns.create)
  create(@Payload() data: CreateLessonDto): Promise<BusAnswer<typeof LessonPatterns.create>> {
    return this.lessons.create(data);
  }

  @MessagePattern(LessonPatterns.update)
  update(@Payload() data: LessonUpdate): Promise<BusAnswer<typeof LessonPatterns.update>> {
    return this.lessons.update(data);
  }

  @MessagePattern(LessonPatterns.delete)
  delete(@Payload() data: LessonRef): Promise<BusAnswer<typeof LessonPatterns.delete>> {
    return this.lessons.delete(data.id);
  }

  @MessagePattern(LessonPatterns.addImages)
  addImages(@Payload() data: LessonImagesAdd): Promise<BusAnswer<typeof LessonPatterns.addImages>> {
    return this.lessons.addImages(data);
  }

  @MessagePattern(LessonPatterns.removeImage)
  removeImage(@Payload() data: LessonImageRemoval): Promise<BusAnswer<typeof LessonPatterns.removeImage>> {
    return this.lessons.removeImage(data);
  }

  @MessagePattern(LessonPatterns.generateWeek)
  generateWeek(@Payload() data: GenerateWeekLessonDto): Promise<BusAnswer<typeof LessonPatterns.generateWeek>> {
    return this.lessons.generateWeek(data);
  }
}
