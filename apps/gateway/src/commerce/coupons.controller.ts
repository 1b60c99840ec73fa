import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApplyCouponDto, CouponPatterns, CreateCouponDto, UpdateCouponDto, UuidParamDto, ValidateCouponDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';

const MINUTE = 60_000;
const TOO_MANY_CHECKS = 'Too many coupon checks. Please wait a minute and try again.';
/** Coupon checks per minute from one address: room for a busy shopper, not for guessing codes. */
export const COUPON_CHECKS_PER_MINUTE = 120;

/** Coupons (docs/product/back-office.md "Coupons" panel; docs/product/shopper.md §7; docs/product/engagement.md's referral-link form). */
@Controller('api')
export class CouponsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
  ) {}

  /** Admins get the full list (the Coupons panel); everyone else the active coupons a referral link may carry. */
  @Get('coupons')
  async list(@Req() request: FastifyRequest) {
    const admin = await this.identity.adminOf(request);
    return admin ? this.services.send(CouponPatterns.list) : this.services.send(CouponPatterns.listPublic);
  }

  @Get('admin/coupons')
  @AdminOnly()
  adminList() {
    return this.services.send(CouponPatterns.list);
  }

  @Post('coupons')
  @AdminOnly()
  create(@Body() input: CreateCouponDto) {
    return this.services.send(CouponPatterns.create, input);
  }

  /** A visitor's cart checks a code against its subtotal; 200 whether or not it applies. */
  @Post('coupons/validate')
  @HttpCode(200)
  @RateLimit(COUPON_CHECKS_PER_MINUTE, MINUTE, 'ip', TOO_MANY_CHECKS)
  validate(@Body() input: ValidateCouponDto) {
    return this.services.send(CouponPatterns.validate, input);
  }

  /** Kept for the documented client; changes nothing (usage is counted when the order is paid). */
  @Post('coupons/apply')
  @HttpCode(200)
  @RateLimit(COUPON_CHECKS_PER_MINUTE, MINUTE, 'ip', TOO_MANY_CHECKS)
  apply(@Body() input: ApplyCouponDto) {
    return this.services.send(CouponPatterns.apply, input);
  }

  @Put('coupons/:id')
  @AdminOnly()
  update(@Param() params: UuidParamDto, @Body() changes: UpdateCouponDto) {
    return this.services.send(CouponPatterns.update, { id: params.id, changes });
  }

  @Delete('coupons/:id')
  @AdminOnly()
  remove(@Param() params: UuidParamDto) {
    return this.services.send(CouponPatterns.delete, { id: params.id });
  }
}
