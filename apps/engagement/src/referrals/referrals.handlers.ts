import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  CommissionRateView, CommissionSettingView, CreateCommissionSettingDto, EventEnvelope, OrderCancelledEvent, OrderEvents, ReferralClickAnswer, ReferralDashboard,
  ReferralClickRequest, ReferralLinkDeleted, ReferralLinkView, ReferralOverview, ReferralOversightLink, ReferralPatterns, ReferralTier, ReferralTransactionView,
  UpdateReferralTierDto,
} from '@shop/contracts';
import { CommissionService } from './commission.service';
import { PaidOrder, ReferralAttributionService } from './referral-attribution.service';
import { ReferralCancellationService } from './referral-cancellation.service';
import { ReferralLinksService } from './referral-links.service';
import { ReferralReportsService } from './referral-reports.service';

@Controller()
export class ReferralsHandlers {
  constructor(
    private readonly links: ReferralLinksService,
    private readonly reports: ReferralReportsService,
    private readonly commission: CommissionService,
    private readonly attribution: ReferralAttributionService,
    private readonly cancellation: ReferralCancellationService,
  ) {}

  @MessagePattern(ReferralPatterns.createLink)
  createLink(@Payload() data: { userEmail: string; name: string; couponCode: string | null }): Promise<ReferralLinkView> {
    return this.links.create(data.userEmail, data.name, data.couponCode ?? null);
  }

  @MessagePattern(ReferralPatterns.deleteLink)
  deleteLink(@Payload() data: { id: string; userEmail: string }): Promise<ReferralLinkDeleted> {
    return this.links.remove(data.id, data.userEmail);
  }

  @MessagePattern(ReferralPatterns.trackClick)
  trackClick(@Payload() data: ReferralClickRequest): Promise<ReferralClickAnswer> {
    return this.links.click(data.code, data.shopper ?? null);
  }

  @MessagePattern(ReferralPatterns.dashboard)
  dashboard(@Payload() data: { userEmail: string }): Promise<ReferralDashboard> {
    return this.reports.dashboard(data.userEmail);
  }

  @MessagePattern(ReferralPatterns.tiers)
  tiers(): Promise<ReferralTier[]> {
    return this.commission.tiers();
  }

  @MessagePattern(ReferralPatterns.updateTier)
  updateTier(@Payload() data: { id: string; fields: UpdateReferralTierDto }): Promise<ReferralTier> {
    return this.commission.updateTier(data.id, data.fields);
  }

  @MessagePattern(ReferralPatterns.adminOverview)
  overview(): Promise<ReferralOverview> {
    return this.reports.overview();
  }

  @MessagePattern(ReferralPatterns.adminAllLinks)
  allLinks(): Promise<ReferralOversightLink[]> {
    return this.reports.allLinks();
  }

  @MessagePattern(ReferralPatterns.adminAllTransactions)
  allTransactions(@Payload() data: { limit?: number; offset?: number }): Promise<ReferralTransactionView[]> {
    return this.reports.transactions(data.limit, data.offset);
  }

  @MessagePattern(ReferralPatterns.commissionRate)
  commissionRate(): Promise<CommissionRateView> {
    return this.commission.rateNow();
  }

  @MessagePattern(ReferralPatterns.commissionSettings)
  commissionSettings(): Promise<CommissionSettingView[]> {
    return this.commission.list();
  }

  @MessagePattern(ReferralPatterns.createCommissionSetting)
  createCommissionSetting(@Payload() data: { fields: CreateCommissionSettingDto }): Promise<CommissionSettingView> {
    return this.commission.create(data.fields);
  }

  @MessagePattern(ReferralPatterns.deactivateCommissionSetting)
  deactivateCommissionSetting(@Payload() data: { id: string }): Promise<CommissionSettingView> {
    return this.commission.deactivate(data.id);
  }

  @EventPattern(OrderEvents.paid)
  onOrderPaid(@Payload() event: EventEnvelope<PaidOrder>): Promise<boolean> {
    return this.attribution.onOrderPaid(event);
  }

  @EventPattern(OrderEvents.cancelled)
  onOrderCancelled(@Payload() event: EventEnvelope<OrderCancelledEvent>): Promise<boolean> {
    return this.cancellation.onOrderCancelled(event);
  }
}
