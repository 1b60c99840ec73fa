import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateGiveawayDto, GiveawayChange, GiveawayEntryView, UpdateGiveawayDto, GiveawayPatterns, GiveawayView, GiveawayTicketCount, GiveawayWinnerAnswer, OwnGiveawayEntryRemoved,
} from '@shop/contracts';
import { GiveawaysService } from './giveaways.service';

@Controller()
export class GiveawaysHandlers {
  constructor(private readonly giveaways: GiveawaysService) {}

  @MessagePattern(GiveawayPatterns.listPublic)
  listPublic(): Promise<GiveawayView[]> {
    return this.giveaways.listPublic();
  }

  @MessagePattern(GiveawayPatterns.listAll)
  listAll(): Promise<GiveawayView[]> {
    return this.giveaways.listAll();
  }

  @MessagePattern(GiveawayPatterns.create)
  create(@Payload() data: { fields: CreateGiveawayDto; imageUrl: string | null }): Promise<GiveawayView> {
    return this.giveaways.create(data.fields, data.imageUrl ?? null);
  }

  @MessagePattern(GiveawayPatterns.enter)
  enter(@Payload() data: { giveawayId: string; userEmail: string; answer: string; sessionId?: string; onlySession?: string }): Promise<GiveawayEntryView> {
    return this.giveaways.enter(data.giveawayId, data.userEmail, data.answer, data.sessionId, data.onlySession);
  }

  @MessagePattern(GiveawayPatterns.setWinner)
  setWinner(@Payload() data: { id: string; winnerId?: string | null; adminEmail: string }): Promise<GiveawayWinnerAnswer> {
    return this.giveaways.setWinner(data.id, data.winnerId, data.adminEmail);
  }

  @MessagePattern(GiveawayPatterns.listEntries)
  listEntries(@Payload() data: { giveawayId: string }): Promise<GiveawayEntryView[]> {
    return this.giveaways.listEntries(data.giveawayId);
  }

  @MessagePattern(GiveawayPatterns.removeOwnEntry)
  removeOwnEntry(@Payload() data: { giveawayId: string; userEmail: string; onlySession?: string }): Promise<OwnGiveawayEntryRemoved> {
    return this.giveaways.removeOwnEntry(data.giveawayId, data.userEmail, data.onlySession);
  }

  @MessagePattern(GiveawayPatterns.editEntry)
  editEntry(@Payload() data: { id: string; answer: string }): Promise<GiveawayEntryView> {
    return this.giveaways.editEntry(data.id, data.answer);
  }

  @MessagePattern(GiveawayPatterns.removeEntry)
  removeEntry(@Payload() data: { id: string }): Promise<{ id: string; deleted: true }> {
    return this.giveaways.removeEntry(data.id);
  }

  @MessagePattern(GiveawayPatterns.update)
  update(@Payload() data: { id: string; fields: UpdateGiveawayDto; imageUrl: string | null }): Promise<GiveawayChange> {
    return this.giveaways.update(data.id, data.fields, data.imageUrl ?? null);
  }

  @MessagePattern(GiveawayPatterns.remove)
  remove(@Payload() data: { id: string }): Promise<GiveawayChange> {
    return this.giveaways.remove(data.id);
  }

  @MessagePattern(GiveawayPatterns.ticketCounts)
  ticketCounts(@Payload() data: { giveawayId: string }): Promise<GiveawayTicketCount[]> {
    return this.giveaways.ticketCounts(data.giveawayId);
  }

  @MessagePattern(GiveawayPatterns.entryCount)
  entryCount(@Payload() data: { userEmail: string }): Promise<{ giveawayEntries: number }> {
    return this.giveaways.entryCount(data.userEmail);
  }
}
