import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByIdRequest,
  EventEnvelope,
  OrderCancelledEvent,
  OrderEvents,
  ReferralAdminAllTransactionsRequest,
  ReferralClickRequest,
  ReferralCreateCommissionSettingRequest,
  ReferralCreateLinkRequest,
  ReferralDashboardRequest,
  ReferralDeleteLinkRequest,
  ReferralPatterns,
  ReferralUpdateTierRequest,
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
  createLink(@Payload() data: ReferralCreateLinkRequest): Promise<BusAnswer<typeof ReferralPatterns.createLink>> {
    return this.links.create(data.email, data.name, data.couponCode ?? null);
  }

  @MessagePattern(ReferralPatterns.deleteLink)
  deleteLink(@Payload() data: ReferralDeleteLinkRequest): Promise<BusAnswer<typeof ReferralPatterns.deleteLink>> {
    return this.links.remove(data.id, data.email);
  }

  @MessagePattern(ReferralPatterns.trackClick)
  trackClick(@Payload() data: ReferralClickRequest): Promise<BusAnswer<typeof ReferralPatterns.trackClick>> {
    return this.links.click(data.code, data.shopper ?? null);
  }

  @MessagePattern(ReferralPatterns.dashboard)
  dashboard(@Payload() data: ReferralDashboardRequest): Promise<BusAnswer<typeof ReferralPatterns.dashboard>> {
    return this.reports.dashboard(data.email);
  }

  @MessagePattern(ReferralPatterns.tiers)
  tiers(): Promise<BusAnswer<typeof ReferralPatterns.tiers>> {
    return this.commission.tiers();
  }

  @MessagePattern(ReferralPatterns.updateTier)
  updateTier(@Payload() data: ReferralUpdateTierRequest): Promise<BusAnswer<typeof ReferralPatterns.updateTier>> {
    return this.commission.updateTier(data.id, data.fields);
  }

  @MessagePattern(ReferralPatterns.adminOverview)
  overview(): Promise<BusAnswer<typeof ReferralPatterns.adminOverview>> {
    return this.reports.overview();
  }

  @MessagePattern(ReferralPatterns.adminAllLinks)
  allLinks(): Promise<BusAnswer<typeof ReferralPatterns.adminAllLinks>> {
    return this.reports.allLinks();
  }

  @MessagePattern(ReferralPatterns.adminAllTransactions)
  allTransactions(@Payload() data: ReferralAdminAllTransactionsRequest): Promise<BusAnswer<typeof ReferralPatterns.adminAllTransactions>> {
    return this.reports.transactions(data.limit, data.offset);
  }

  @MessagePattern(ReferralPatterns.commissionRate)
  commissionRate(): Promise<BusAnswer<typeof ReferralPatterns.commissionRate>> {
    return this.commission.rateNow();
  }

  @MessagePattern(ReferralPatterns.commissionSettings)
  commissionSettings(): Promise<BusAnswer<typeof ReferralPatterns.commissionSettings>> {
    return this.commission.list();
  }

  @MessagePattern(ReferralPatterns.createCommissionSetting)
  createCommissionSetting(
    @Payload() data: ReferralCreateCommissionSettingRequest,
  ): Promise<BusAnswer<typeof ReferralPatterns.createCommissionSetting>> {
    return this.commission.create(data.fields);
  }

  @MessagePattern(ReferralPatterns.deactivateCommissionSetting)
  deactivateCommissionSetting(@Payload() data: ByIdRequest): Promise<BusAnswer<typeof ReferralPatterns.deactivateCommissionSetting>> {
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
