import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ApplyCouponDto,
  type BusAnswer,
  type BusPayload,
  CouponPatterns,
  CreateCouponDto,
  UpdateCouponRequest,
  ValidateCouponDto,
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
  list(): Promise<BusAnswer<typeof CouponPatterns.list>> {
    return this.admin.list();
  }

  @MessagePattern(CouponPatterns.listPublic)
  listPublic(): Promise<BusAnswer<typeof CouponPatterns.listPublic>> {
    return this.admin.listPublic();
  }

  @MessagePattern(CouponPatterns.create)
  create(@Payload() data: CreateCouponDto): Promise<BusAnswer<typeof CouponPatterns.create>> {
    return this.admin.create(data);
  }

  @MessagePattern(CouponPatterns.update)
  update(@Payload() data: UpdateCouponRequest): Promise<BusAnswer<typeof CouponPatterns.update>> {
    return this.admin.update(data.id, data.changes);
  }

  @MessagePattern(CouponPatterns.delete)
  delete(@Payload() data: BusPayload<typeof CouponPatterns.delete>): Promise<BusAnswer<typeof CouponPatterns.delete>> {
    return this.admin.delete(data.id);
  }

  @MessagePattern(CouponPatterns.validate)
  validate(@Payload() data: ValidateCouponDto): Promise<BusAnswer<typeof CouponPatterns.validate>> {
    return this.quote.validate(data);
  }

  @MessagePattern(CouponPatterns.apply)
  apply(@Payload() data: ApplyCouponDto): Promise<BusAnswer<typeof CouponPatterns.apply>> {
    return this.quote.apply(data);
  }
}
