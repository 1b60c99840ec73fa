import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByIdRequest,
  CreateMysteryBoxDto,
  MysteryBoxPatterns,
  ToggleMysteryBoxesDto,
  UpdateMysteryBoxRequest,
} from '@shop/contracts';
import { MysteryBoxesService } from './mystery-boxes.service';

@Controller()
export class MysteryBoxesHandlers {
  constructor(private readonly mysteryBoxes: MysteryBoxesService) {}

  @MessagePattern(MysteryBoxPatterns.list)
  list(): Promise<BusAnswer<typeof MysteryBoxPatterns.list>> {
    return this.mysteryBoxes.list();
  }

  @MessagePattern(MysteryBoxPatterns.create)
  create(@Payload() data: CreateMysteryBoxDto): Promise<BusAnswer<typeof MysteryBoxPatterns.create>> {
    return this.mysteryBoxes.create(data);
  }

  @MessagePattern(MysteryBoxPatterns.update)
  update(@Payload() data: UpdateMysteryBoxRequest): Promise<BusAnswer<typeof MysteryBoxPatterns.update>> {
    return this.mysteryBoxes.update(data.id, data.changes);
  }

  @MessagePattern(MysteryBoxPatterns.delete)
  delete(@Payload() data: ByIdRequest): Promise<BusAnswer<typeof MysteryBoxPatterns.delete>> {
    return this.mysteryBoxes.delete(data.id);
  }

  @MessagePattern(MysteryBoxPatterns.getStatus)
  status(): Promise<BusAnswer<typeof MysteryBoxPatterns.getStatus>> {
    return this.mysteryBoxes.status();
  }

  @MessagePattern(MysteryBoxPatterns.setStatus)
  setStatus(@Payload() data: ToggleMysteryBoxesDto): Promise<BusAnswer<typeof MysteryBoxPatterns.setStatus>> {
    return this.mysteryBoxes.setStatus(data.isEnabled);
  }
}
