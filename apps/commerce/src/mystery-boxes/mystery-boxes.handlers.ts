import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateMysteryBoxDto, MysteryBox, MysteryBoxDeleted, MysteryBoxPatterns, MysteryBoxStatus, ToggleMysteryBoxesDto,
  UpdateMysteryBoxRequest,
} from '@shop/contracts';
import { MysteryBoxesService } from './mystery-boxes.service';

@Controller()
export class MysteryBoxesHandlers {
  constructor(private readonly mysteryBoxes: MysteryBoxesService) {}

  @MessagePattern(MysteryBoxPatterns.list)
  list(): Promise<MysteryBox[]> {
    return this.mysteryBoxes.list();
  }

  @MessagePattern(MysteryBoxPatterns.create)
  create(@Payload() data: CreateMysteryBoxDto): Promise<MysteryBox> {
    return this.mysteryBoxes.create(data);
  }

  @MessagePattern(MysteryBoxPatterns.update)
  update(@Payload() data: UpdateMysteryBoxRequest): Promise<MysteryBox> {
    return this.mysteryBoxes.update(data.id, data.changes);
  }

  @MessagePattern(MysteryBoxPatterns.delete)
  delete(@Payload() data: { id: string }): Promise<MysteryBoxDeleted> {
    return this.mysteryBoxes.delete(data.id);
  }

  @MessagePattern(MysteryBoxPatterns.getStatus)
  status(): Promise<MysteryBoxStatus> {
    return this.mysteryBoxes.status();
  }

  @MessagePattern(MysteryBoxPatterns.setStatus)
  setStatus(@Payload() data: ToggleMysteryBoxesDto): Promise<MysteryBoxStatus> {
    return this.mysteryBoxes.setStatus(data.isEnabled);
  }
}
