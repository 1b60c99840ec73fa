import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Logger, Param, Post, Query } from '@nestjs/common';
import {
  CouponPatterns,
  CreateReferralLinkDto,
  CreditPatterns,
  DeleteReferralLinkDto,
  REFERRAL_COUPON_NOT_ACTIVE,
  REFERRAL_DASHBOARD_EMAIL_REQUIRED,
  REFERRAL_LINK_NAME_REQUIRED,
  ReferralClickDto,
  ReferralClickRequest,
  ReferralDashboardQueryDto,
  ReferralPatterns,
  UuidParamDto,
} from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';

const MINUTE = 60_000;

/**
 * A shopper's referral links, clicks and dashboard (docs/product/engagement.md "Referrals screen", §3, §5; docs/rules.md
 * §4, §8): engagement owns them. Links and the dashboard reveal value, so they need a verified session.
 */
@Controller('api')
export class ReferralsController {
  private readonly logger = new Logger(ReferralsController.name);
  private warnedAt = 0;

  constructor(private readonly services: ServiceClient) {}

  /** A name is required (trimmed); a coupon, when named, must be one of the active ones the link form lists (GET /api/coupons). */
  @Post('referrals/create')
  @ShopperOnly({ verified: true })
  @HttpCode(201)
  async create(@Body() input: CreateReferralLinkDto) {
    if (!input.name) throw new BadRequestException(REFERRAL_LINK_NAME_REQUIRED);
    let couponCode: string | null = null;
    if (input.couponCode) {
      const wanted = input.couponCode.toUpperCase();
      const coupon = (await this.services.send(CouponPatterns.listPublic)).find((c) => c.code.toUpperCase() === wanted);
      if (!coupon) throw new BadRequestException(REFERRAL_COUPON_NOT_ACTIVE);
      couponCode = coupon.code;
    }
    return this.services.send(ReferralPatterns.createLink, { email: input.userEmail, name: input.name, couponCode });
  }

  /** Only the owner (403 for someone else's link; 404 for an unknown one). */
  @Delete('referrals/:id')
  @ShopperOnly({ verified: true })
  remove(@Param() { id }: UuidParamDto, @Body() input: DeleteReferralLinkDto) {
    return this.services.send(ReferralPatterns.deleteLink, { id, email: input.userEmail });
  }

  /**
   * Our addition: the landing page reports a visit with ?ref=code. Public; with a shopper session it is also a touch of
   * that session (last-touch attribution, docs/rules.md §8). 404 for an unknown code.
   */
  @Post('referrals/click')
  @ShopperOnly({ optional: true })
  @HttpCode(200)
  @RateLimit(30, MINUTE, 'ip', 'Too many referral clicks. Please wait a minute and try again.')
  click(@Body() input: ReferralClickDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    const click: ReferralClickRequest = { code: input.code, shopper: shopper ? { email: shopper.email, sessionId: shopper.sessionId } : null };
    return this.services.send(ReferralPatterns.trackClick, click);
  }

  /**
   * Her own (or, for an admin, anyone's); the e-mail is ?userEmail=, ?email= or else the session's. The spendable store
   * credit comes from commerce.
   */
  @Get('referrals/dashboard')
  @ShopperOnly({ verified: true })
  async dashboard(@Query() query: ReferralDashboardQueryDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    const email = query.userEmail ?? query.email ?? shopper?.email;
    if (!email) throw new BadRequestException(REFERRAL_DASHBOARD_EMAIL_REQUIRED);
    const [dashboard, available] = await Promise.all([this.services.send(ReferralPatterns.dashboard, { email }), this.availableStoreCredit(email)]);
    return { ...dashboard, tierSystem: { ...dashboard.tierSystem, availableStoreCredits: available } };
  }

  @Get('referrals/tiers')
  tiers() {
    return this.services.send(ReferralPatterns.tiers);
  }

  /** Commerce's store-credit balance; while it cannot answer, 0 (the dashboard still shows the referral side). */
  private async availableStoreCredit(email: string): Promise<number> {
    try {
      return (await this.services.send(CreditPatterns.storeCreditBalance, { email })).available ?? 0;
    } catch (error) {
      // Once a minute at most: a busy dashboard would otherwise fill the log.
      if (Date.now() - this.warnedAt > 60_000) {
        this.warnedAt = Date.now();
        this.logger.warn(`store-credit balance unavailable for the referral dashboard: ${(error as Error).message}`);
      }
      return 0;
    }
  }
}
