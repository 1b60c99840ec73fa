import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, EventEnvelope, ExportPatterns, GiveawayEnteredEvent, GiveawayEntryRemovedEvent, GiveawayEvents } from '@shop/contracts';
import { ExportsService } from './exports.service';
import { ReportedGiveawayEntriesService } from './reported-giveaway-entries.service';

@Controller()
export class ExportsHandlers {
  constructor(
    private readonly entries: ReportedGiveawayEntriesService,
    private readonly exports: ExportsService,
  ) {}

  @EventPattern(GiveawayEvents.entered)
  onEntered(@Payload() event: EventEnvelope<GiveawayEnteredEvent>) {
    return this.entries.onEntered(event);
  }

  @EventPattern(GiveawayEvents.entryUpdated)
  onEntryUpdated(@Payload() event: EventEnvelope<GiveawayEnteredEvent>) {
    return this.entries.onEntered(event);
  }

  @EventPattern(GiveawayEvents.entryRemoved)
  onEntryRemoved(@Payload() event: EventEnvelope<GiveawayEntryRemovedEvent>) {
    return this.entries.onEntryRemoved(event);
  }

  @MessagePattern(ExportPatterns.emails)
  emails(): Promise<BusAnswer<typeof ExportPatterns.emails>> {
    return this.exports.emails();
  }

  @MessagePattern(ExportPatterns.content)
  content(): Promise<BusAnswer<typeof ExportPatterns.content>> {
    return this.exports.content();
  }
}
