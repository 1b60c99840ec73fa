import { Body, Controller, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { CreateCommissionSettingDto, ReferralPatterns, ReferralTransactionsQueryDto, UpdateReferralTierDto, UuidParamDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

/**
 * Commission settings, referral tiers and the referral oversight (docs/product/back-office.md §2.6, §2.7, "Referral System
 * Oversight", §7 "Credits, referrals, commission"): admin-only, every write audited; the current rate is public.
 */
@Controller('api')
export class AdminReferralsController {
  constructor(private readonly services: ServiceClient) {}

  /** The setting in force now, else the default (10 %). */
  @Get('commission/rate')
  rate() {
    return this.services.send(ReferralPatterns.commissionRate);
  }

  @Get('admin/commission-settings')
  @AdminOnly()
  settings() {
    return this.services.send(ReferralPatterns.commissionSettings);
  }

  /** Rate 0–100 with at most 2 decimals; validUntil (or null) after validFrom. A future validFrom takes effect on its date. */
  @Post('admin/commission-settings')
  @AdminOnly()
  createSetting(@Body() fields: CreateCommissionSettingDto) {
    return this.services.send(ReferralPatterns.createCommissionSetting, { fields });
  }

  @Patch('admin/commission-settings/:id/deactivate')
  @AdminOnly()
  deactivate(@Param() { id }: UuidParamDto) {
    return this.services.send(ReferralPatterns.deactivateCommissionSetting, { id });
  }

  @Put('admin/referral-tiers/:id')
  @AdminOnly()
  updateTier(@Param() { id }: UuidParamDto, @Body() fields: UpdateReferralTierDto) {
    return this.services.send(ReferralPatterns.updateTier, { id, fields });
  }

  @Get('admin/referrals/overview')
  @AdminOnly()
  overview() {
    return this.services.send(ReferralPatterns.adminOverview);
  }

  @Get('admin/referrals/all-links')
  @AdminOnly()
  allLinks() {
    return this.services.send(ReferralPatterns.adminAllLinks);
  }

  /** Newest first; `limit` (default 100, at most 500) and `offset` page through them. */
  @Get('admin/referrals/all-transactions')
  @AdminOnly()
  allTransactions(@Query() query: ReferralTransactionsQueryDto) {
    return this.transactions(query);
  }

  @Get('admin/referral-transactions')
  @AdminOnly()
  transactions(@Query() { limit, offset }: ReferralTransactionsQueryDto) {
    return this.services.send(ReferralPatterns.adminAllTransactions, { limit: limit ?? 100, offset: offset ?? 0 });
  }
}
