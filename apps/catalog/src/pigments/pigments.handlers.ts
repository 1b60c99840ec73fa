import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreatePigmentDto, LearningDeleted, Pigment, PigmentPatterns, PigmentRef, PigmentUpdate } from '@shop/contracts';
import { PigmentsService } from './pigments.service';

@Controller()
export class PigmentsHandlers {
  constructor(private readonly pigments: PigmentsService) {}

  @MessagePattern(PigmentPatterns.list)
  list(): Promise<Pigment[]> {
    return this.pigments.list();
  }

  @MessagePattern(PigmentPatterns.create)
  create(@Payload() data: CreatePigmentDto): Promise<Pigment> {
    return this.pigments.create(data);
  }

  @MessagePattern(PigmentPatterns.update)
  update(@Payload() data: PigmentUpdate): Promise<Pigment> {
    return this.pigments.update(data);
  }

  @MessagePattern(PigmentPatterns.delete)
  delete(@Payload() data: PigmentRef): Promise<LearningDeleted> {
    return this.pigments.delete(data.id);
  }
}
