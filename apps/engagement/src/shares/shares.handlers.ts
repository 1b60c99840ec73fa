import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByIdRequest,
  OwnSharesRequest,
  ShareApproveContentRequest,
  ShareDecideRequest,
  ShareGiveawayRequest,
  ShareListEntriesRequest,
  SharePatterns,
} from '@shop/contracts';
import { ShareContentService } from '../giveaways/share-content.service';
import { SharesService } from './shares.service';

@Controller()
export class SharesHandlers {
  constructor(
    private readonly shares: SharesService,
    private readonly shareContent: ShareContentService,
  ) {}

  @MessagePattern(SharePatterns.share)
  share(@Payload() data: ShareGiveawayRequest): Promise<BusAnswer<typeof SharePatterns.share>> {
    return this.shares.share(data.giveawayId, data.email, data);
  }

  @MessagePattern(SharePatterns.shareCount)
  shareCount(@Payload() data: OwnSharesRequest): Promise<BusAnswer<typeof SharePatterns.shareCount>> {
    return this.shares.shareCount(data.email, data.onlySession);
  }

  @MessagePattern(SharePatterns.shareCredits)
  shareCredits(@Payload() data: OwnSharesRequest): Promise<BusAnswer<typeof SharePatterns.shareCredits>> {
    return this.shares.shareCredits(data.email, data.onlySession);
  }

  @MessagePattern(SharePatterns.listEntries)
  listEntries(@Payload() data: ShareListEntriesRequest): Promise<BusAnswer<typeof SharePatterns.listEntries>> {
    return this.shares.listEntries(data.status);
  }

  @MessagePattern(SharePatterns.decide)
  decide(@Payload() data: ShareDecideRequest): Promise<BusAnswer<typeof SharePatterns.decide>> {
    return this.shares.decide(data.id, data.decision, data.adminEmail);
  }

  @MessagePattern(SharePatterns.stats)
  stats(): Promise<BusAnswer<typeof SharePatterns.stats>> {
    return this.shares.stats();
  }

  @MessagePattern(SharePatterns.generateContent)
  generateContent(@Payload() data: ByIdRequest): Promise<BusAnswer<typeof SharePatterns.generateContent>> {
    return this.shareContent.generate(data.id);
  }

  @MessagePattern(SharePatterns.approveContent)
  approveContent(@Payload() data: ShareApproveContentRequest): Promise<BusAnswer<typeof SharePatterns.approveContent>> {
    return this.shareContent.approve(data.id, data.approvedContent);
  }

  @MessagePattern(SharePatterns.resetSharing)
  resetSharing(@Payload() data: ByIdRequest): Promise<BusAnswer<typeof SharePatterns.resetSharing>> {
    return this.shareContent.reset(data.id);
  }
}
