import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ApplyCouponDto, Coupon, CouponApplyResult, CouponDeleted, CouponPatterns, CouponValidation, CreateCouponDto, PublicCoupon,
  UpdateCouponRequest, ValidateCouponDto,
} from '@shop/contracts';
import { CouponAdminService } from './coupon-admin.service';
import { CouponQuoteService } from './coupon-quote.service';

@Controller()
export class CouponsHandlers {
  constructor(
    private readonly admin: CouponAdminService,
    private readonly quote: CouponQuoteService,
  ) {}

  @MessagePattern(CouponPatterns.list)
  list(): Promise<Coupon[]> {
    return this.admin.list();
  }

  @MessagePattern(CouponPatterns.listPublic)
  listPublic(): Promise<PublicCoupon[]> {
    return this.admin.listPublic();
  }

  @MessagePattern(CouponPatterns.create)
  create(@Payload() data: CreateCouponDto): Promise<Coupon> {
    return this.admin.create(data);
  }

  @MessagePattern(CouponPatterns.update)
  update(@Payload() data: UpdateCouponRequest): Promise<Coupon> {
    return this.admin.update(data.id, data.changes);
  }

  @MessagePattern(CouponPatterns.delete)
  delete(@Payload() data: { id: string }): Promise<CouponDeleted> {
    return this.admin.delete(data.id);
  }

  @MessagePattern(CouponPatterns.validate)
  validate(@Payload() data: ValidateCouponDto): Promise<CouponValidation> {
    return this.quote.validate(data);
  }

  @MessagePattern(CouponPatterns.apply)
  apply(@Payload() data: ApplyCouponDto): Promise<CouponApplyResult> {
    return this.quote.apply(data);
  }
}
