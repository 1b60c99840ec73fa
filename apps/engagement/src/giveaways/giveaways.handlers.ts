import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByGiveawayRequest,
  ByIdRequest,
  GiveawayCreateRequest,
  GiveawayEditEntryRequest,
  GiveawayEnterRequest,
  GiveawayEntryCountRequest,
  GiveawayPatterns,
  GiveawayRemoveOwnEntryRequest,
  GiveawaySetWinnerRequest,
  GiveawayUpdateRequest,
} from '@shop/contracts';
import { GiveawaysService } from './giveaways.service';

@Controller()
export class GiveawaysHandlers {
  constructor(private readonly giveaways: GiveawaysService) {}

  @MessagePattern(GiveawayPatterns.listPublic)
  listPublic(): Promise<BusAnswer<typeof GiveawayPatterns.listPublic>> {
    return this.giveaways.listPublic();
  }

  @MessagePattern(GiveawayPatterns.listAll)
  listAll(): Promise<BusAnswer<typeof GiveawayPatterns.listAll>> {
    return this.giveaways.listAll();
  }

  @MessagePattern(GiveawayPatterns.create)
  create(@Payload() data: GiveawayCreateRequest): Promise<BusAnswer<typeof GiveawayPatterns.create>> {
    return this.giveaways.create(data.fields, data.imageUrl ?? null);
  }

  @MessagePattern(GiveawayPatterns.enter)
  enter(@Payload() data: GiveawayEnterRequest): Promise<BusAnswer<typeof GiveawayPatterns.enter>> {
    return this.giveaways.enter(data.giveawayId, data.email, data.answer, data.sessionId, data.onlySession);
  }

  @MessagePattern(GiveawayPatterns.setWinner)
  setWinner(@Payload() data: GiveawaySetWinnerRequest): Promise<BusAnswer<typeof GiveawayPatterns.setWinner>> {
    return this.giveaways.setWinner(data.id, data.winnerId, data.adminEmail);
  }

  @MessagePattern(GiveawayPatterns.listEntries)
  listEntries(@Payload() data: ByGiveawayRequest): Promise<BusAnswer<typeof GiveawayPatterns.listEntries>> {
    return this.giveaways.listEntries(data.giveawayId);
  }

  @MessagePattern(GiveawayPatterns.removeOwnEntry)
  removeOwnEntry(@Payload() data: GiveawayRemoveOwnEntryRequest): Promise<BusAnswer<typeof GiveawayPatterns.removeOwnEntry>> {
    return this.giveaways.removeOwnEntry(data.giveawayId, data.email, data.onlySession);
  }

  @MessagePattern(GiveawayPatterns.editEntry)
  editEntry(@Payload() data: GiveawayEditEntryRequest): Promise<BusAnswer<typeof GiveawayPatterns.editEntry>> {
    return this.giveaways.editEntry(data.id, data.answer);
  }

  @MessagePattern(GiveawayPatterns.removeEntry)
  removeEntry(@Payload() data: ByIdRequest): Promise<BusAnswer<typeof GiveawayPatterns.removeEntry>> {
    return this.giveaways.removeEntry(data.id);
  }

  @MessagePattern(GiveawayPatterns.update)
  update(@Payload() data: GiveawayUpdateRequest): Promise<BusAnswer<typeof GiveawayPatterns.update>> {
    return this.giveaways.update(data.id, data.fields, data.imageUrl ?? null);
  }

  @MessagePattern(GiveawayPatterns.remove)
  remove(@Payload() data: ByIdRequest): Promise<BusAnswer<typeof GiveawayPatterns.remove>> {
    return this.giveaways.remove(data.id);
  }

  @MessagePattern(GiveawayPatterns.ticketCounts)
  ticketCounts(@Payload() data: ByGiveawayRequest): Promise<BusAnswer<typeof GiveawayPatterns.ticketCounts>> {
    return this.giveaways.ticketCounts(data.giveawayId);
  }

  @MessagePattern(GiveawayPatterns.entryCount)
  entryCount(@Payload() data: GiveawayEntryCountRequest): Promise<BusAnswer<typeof GiveawayPatterns.entryCount>> {
    return this.giveaways.entryCount(data.email);
  }
}
