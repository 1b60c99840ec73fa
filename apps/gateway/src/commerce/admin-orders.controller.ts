import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CancelOrderDto,
  CsvValue,
  ManualOrderDto,
  OrderListQueryDto,
  OrderPatterns,
  IDEMPOTENCY_KEY_HEADER,
  OrderView,
  PaymentPatterns,
  RealOrderDto,
  RefundOrderDto,
  ShipOrderDto,
  TO_SHIP_CSV_COLUMNS,
  toCsv,
  UuidParamDto,
} from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';
import { Identity } from '../common/auth/identity';
import { idempotencyKeyOf } from '../common/http/idempotency-key';

export class MarkPaidDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  paymentMethod?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  paymentId?: string;
}

/** Customer Orders, Manual Order Entry, Add Real Order and the order lists of the back office. */
@Controller('api/admin')
@AdminOnly()
export class AdminOrdersController {
  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
  ) {}

  /** The orders the search finds, newest first, a page at a time; X-Total-Count says how many it finds in all. */
  @Get('orders')
  async list(@Query() query: OrderListQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = await this.services.send(OrderPatterns.list, query);
    void reply.header('x-total-count', String(page.total));
    return page.items;
  }

  /** The orders waiting to ship (paid or processing), oldest first, as a CSV for the packing table or a label service. */
  @Get('orders/to-ship.csv')
  async toShipCsv(@Res({ passthrough: true }) reply: FastifyReply) {
    const orders = await this.services.send(OrderPatterns.toShip, {});
    const day = new Date().toISOString().slice(0, 10);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="orders-to-ship-${day}.csv"`);
    return toCsv(TO_SHIP_CSV_COLUMNS, orders.map(toShipRow));
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

  /** A pending or paid order is called off with a reason; it gives back what it held and the shopper is e-mailed once. */
  @Post('orders/:id/cancel')
  @HttpCode(200)
  cancel(@Param() { id }: UuidParamDto, @Body() input: CancelOrderDto) {
    return this.services.send(OrderPatterns.cancel, { id, reason: input.reason });
  }

  /** The order's payments at their providers and every refund of them (docs/product/back-office.md §2.9). */
  @Get('orders/:id/payments')
  payments(@Param() { id }: UuidParamDto) {
    return this.services.send(PaymentPatterns.ofOrder, { id });
  }

  /**
   * Gives back part (or the rest) of a paid order's payment through the provider that took it; the order keeps its
   * status. The same Idempotency-Key again answers as the first time and refunds nothing more.
   */
  @Post('orders/:id/refunds')
  @HttpCode(201)
  async refund(
    @Param() { id }: UuidParamDto,
    @Body() input: RefundOrderDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
  ) {
    const admin = (await this.identity.adminOf(request))!;
    return this.services.send(PaymentPatterns.refund, {
      orderId: id,
      amount: input.amount,
      reason: input.reason,
      requestedBy: admin.email,
      idempotencyKey: idempotencyKeyOf(idempotencyKey),
    });
  }

  /** Created paid; an `Idempotency-Key` makes a retry of the same order answer the first one (docs/rules.md §6 "Retried requests"). */
  @Post('orders/manual')
  createManual(@Body() order: ManualOrderDto, @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined) {
    return this.services.send(OrderPatterns.createManual, { order, idempotencyKey: idempotencyKeyOf(idempotencyKey) });
  }

  @Post('orders/add-real')
  createReal(@Body() order: RealOrderDto, @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined) {
    return this.services.send(OrderPatterns.createReal, { order, idempotencyKey: idempotencyKeyOf(idempotencyKey) });
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

/** One CSV row: the address in its own columns (empty for an order made without one), the items as "2 × Name; 1 × Other". */
function toShipRow(order: OrderView): Record<(typeof TO_SHIP_CSV_COLUMNS)[number], CsvValue> {
  const address = order.shippingAddress;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    paidAt: order.paidAt ?? '',
    customerEmail: order.customerEmail,
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    street: address?.street ?? '',
    city: address?.city ?? order.city ?? '',
    state: address?.state ?? order.state ?? '',
    zipCode: address?.zipCode ?? '',
    country: address?.country ?? '',
    items: order.items.map((line) => `${line.quantity} × ${line.name}`).join('; '),
    notes: order.notes ?? '',
  };
}
