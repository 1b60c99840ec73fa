import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, CreatePigmentDto, PigmentPatterns, PigmentRef, PigmentUpdate } from '@shop/contracts';
import { PigmentsService } from './pigments.service';

@Controller()
export class PigmentsHandlers {
  constructor(private readonly pigments: PigmentsService) {}

  @MessagePattern(PigmentPatterns.list)
  list(): Promise<BusAnswer<typeof PigmentPatterns.list>> {
    return this.pigments.list();
  }

  @MessagePattern(PigmentPatterns.create)
  create(@Payload() data: CreatePigmentDto): Promise<BusAnswer<typeof PigmentPatterns.create>> {
    return this.pigments.create(data);
  }

  @MessagePattern(PigmentPatterns.update)
  update(@Payload() data: PigmentUpdate): Promise<BusAnswer<typeof PigmentPatterns.update>> {
    return this.pigments.update(data);
  }

  @MessagePattern(PigmentPatterns.delete)
  delete(@Payload() data: PigmentRef): Promise<BusAnswer<typeof PigmentPatterns.delete>> {
    return this.pigments.delete(data.id);
  }
}
