import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ApplyCouponDto, Coupon, CouponApplyResult, CouponDeleted, CouponPatterns, CouponValidation, CreateCouponDto, PublicCoupon,
  UpdateCouponRequest, ValidateCouponDto,
} from '@shop/contracts';
import { CouponsService } from './coupons.service';

@Controller()
export class CouponsHandlers {
  constructor(private readonly coupons: CouponsService) {}

  @MessagePattern(CouponPatterns.list)
  list(): Promise<Coupon[]> {
    return this.coupons.list();
  }

  @MessagePattern(CouponPatterns.listPublic)
  listPublic(): Promise<PublicCoupon[]> {
    return this.coupons.listPublic();
  }

  @MessagePattern(CouponPatterns.create)
  create(@Payload() data: CreateCouponDto): Promise<Coupon> {
    return this.coupons.create(data);
  }

  @MessagePattern(CouponPatterns.update)
  update(@Payload() data: UpdateCouponRequest): Promise<Coupon> {
    return this.coupons.update(data.id, data.changes);
  }

  @MessagePattern(CouponPatterns.delete)
  delete(@Payload() data: { id: string }): Promise<CouponDeleted> {
    return this.coupons.delete(data.id);
  }

  @MessagePattern(CouponPatterns.validate)
  validate(@Payload() data: ValidateCouponDto): Promise<CouponValidation> {
    return this.coupons.validate(data);
  }

  @MessagePattern(CouponPatterns.apply)
  apply(@Payload() data: ApplyCouponDto): Promise<CouponApplyResult> {
    return this.coupons.apply(data);
  }
}
