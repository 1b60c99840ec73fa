import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ApprovedShareContentDto, GiveawayView, ShareAnswer, ShareCountView, ShareCreditsView, ShareEntryView, SharePatterns, ShareStats,
} from '@shop/contracts';
import { ShareContentService } from '../giveaways/share-content.service';
import { NewShare, ShareDecision, ShareEntriesFilter, SharesService } from './shares.service';

@Controller()
export class SharesHandlers {
  constructor(
    private readonly shares: SharesService,
    private readonly shareContent: ShareContentService,
  ) {}

  @MessagePattern(SharePatterns.share)
  share(@Payload() data: { giveawayId: string; userEmail: string } & NewShare): Promise<ShareAnswer> {
    return this.shares.share(data.giveawayId, data.userEmail, data);
  }

  @MessagePattern(SharePatterns.shareCount)
  shareCount(@Payload() data: { email: string; onlySession?: string }): Promise<ShareCountView> {
    return this.shares.shareCount(data.email, data.onlySession);
  }

  @MessagePattern(SharePatterns.shareCredits)
  shareCredits(@Payload() data: { email: string; onlySession?: string }): Promise<ShareCreditsView> {
    return this.shares.shareCredits(data.email, data.onlySession);
  }

  @MessagePattern(SharePatterns.listEntries)
  listEntries(@Payload() data: { status?: ShareEntriesFilter }): Promise<ShareEntryView[]> {
    return this.shares.listEntries(data.status);
  }

  @MessagePattern(SharePatterns.decide)
  decide(@Payload() data: { id: string; decision: ShareDecision; adminEmail: string }): Promise<ShareEntryView> {
    return this.shares.decide(data.id, data.decision, data.adminEmail);
  }

  @MessagePattern(SharePatterns.stats)
  stats(): Promise<ShareStats> {
    return this.shares.stats();
  }

  @MessagePattern(SharePatterns.generateContent)
  generateContent(@Payload() data: { id: string }): Promise<GiveawayView> {
    return this.shareContent.generate(data.id);
  }

  @MessagePattern(SharePatterns.approveContent)
  approveContent(@Payload() data: { id: string; approvedContent?: ApprovedShareContentDto }): Promise<GiveawayView> {
    return this.shareContent.approve(data.id, data.approvedContent);
  }

  @MessagePattern(SharePatterns.resetSharing)
  resetSharing(@Payload() data: { id: string }): Promise<GiveawayView> {
    return this.shareContent.reset(data.id);
  }
}
