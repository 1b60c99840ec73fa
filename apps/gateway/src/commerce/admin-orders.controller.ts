import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ManualOrderDto, OrderListQueryDto, OrderPatterns, RealOrderDto, ShipOrderDto, UuidParamDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

export class MarkPaidDto {
  @IsOptional() @IsString() @MaxLength(100)
  paymentMethod?: string;

  @IsOptional() @IsString() @MaxLength(200)
  paymentId?: string;
}

/** Customer Orders, Manual Order Entry, Add Real Order and the order lists of the back office. */
@Controller('api/admin')
@AdminOnly()
export class AdminOrdersController {
  constructor(private readonly services: ServiceClient) {}

  @Get('orders')
  list(@Query() query: OrderListQueryDto) {
    return this.services.send(OrderPatterns.list, query);
  }

  @Get('orders/:id')
  get(@Param() { id }: UuidParamDto) {
    return this.services.send(OrderPatterns.get, { id });
  }

  @Post('orders/:id/mark-paid')
  @HttpCode(200)
  markPaid(@Param() { id }: UuidParamDto, @Body() payment: MarkPaidDto) {
    return this.services.send(OrderPatterns.markPaid, { id, ...payment });
  }

  /** A paid order is being packed. */
  @Post('orders/:id/processing')
  @HttpCode(200)
  markProcessing(@Param() { id }: UuidParamDto) {
    return this.services.send(OrderPatterns.markProcessing, { id });
  }

  /** A paid or processing order has left, with its carrier and tracking number; the shopper is e-mailed once. */
  @Post('orders/:id/ship')
  @HttpCode(200)
  markShipped(@Param() { id }: UuidParamDto, @Body() parcel: ShipOrderDto) {
    return this.services.send(OrderPatterns.markShipped, { id, carrier: parcel.carrier, trackingNumber: parcel.trackingNumber });
  }

  @Post('orders/manual')
  createManual(@Body() input: ManualOrderDto) {
    return this.services.send(OrderPatterns.createManual, input);
  }

  @Post('orders/add-real')
  createReal(@Body() input: RealOrderDto) {
    return this.services.send(OrderPatterns.createReal, input);
  }

  @Get('product-orders')
  productOrders(@Query() query: OrderListQueryDto) {
    return this.services.send(OrderPatterns.productOrders, query);
  }

  @Get('subscription-orders')
  subscriptionOrders(@Query() query: OrderListQueryDto) {
    return this.services.send(OrderPatterns.subscriptionOrders, query);
  }

  @Get('subscription-orders/active')
  activeSubscriptionOrders(@Query() query: OrderListQueryDto) {
    return this.services.send(OrderPatterns.subscriptionOrders, { ...query, activeOnly: true });
  }
}
