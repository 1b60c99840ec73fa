import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CANCELLED_BY_SHOPPER_REASON, isUuid, type CheckoutResult, type OrderView, type PaymentProviderName } from '@shop/contracts';
import { queryRows, serviceError } from '@shop/platform';
import { PaymentProviders } from '../payments/payment-providers';
import { PaymentsService } from '../payments/payments.service';
import { OrderFulfilmentService } from './order-fulfilment.service';
import type { OrderRow } from './order-row';

/**
 * A shopper's own pending order is never a dead end (docs/rules.md §6 "A pending order"): from My orders she opens its
 * payment again (the same provider's page: PayPal and Stripe replay the first attempt for the same order) or cancels
 * it, which gives back what it held as an admin's cancellation does. Another shopper's order is unknown (404); an
 * order no longer pending answers 409.
 */
@Injectable()
export class PendingOrdersService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly payments: PaymentsService,
    private readonly fulfilment: OrderFulfilmentService,
  ) {}

  async pay(email: string, id: string, returnBase: string): Promise<CheckoutResult> {
    const order = await this.ownPending(email, id);
    const provider = this.providers.chosen((order.payment_method as PaymentProviderName | null) ?? undefined);
    return this.payments.start(order, provider, returnBase, { endOrderOnFailure: false });
  }

  async cancel(email: string, id: string): Promise<OrderView> {
    await this.ownPending(email, id);
    // Pending only, under the order's lock: one paid meanwhile is not hers to cancel here (409).
    return this.fulfilment.cancel(id, CANCELLED_BY_SHOPPER_REASON, ['pending']);
  }

  private async ownPending(email: string, id: string): Promise<OrderRow> {
    const [order] = isUuid(id)
      ? await queryRows<OrderRow>(this.dataSource, 'SELECT * FROM orders WHERE id = $1 AND customer_email = $2', [id, email])
      : [];
    if (!order) throw serviceError('NOT_FOUND', 'No order with that id');
    if (order.status !== 'pending')
      throw serviceError('ORDER_STATUS_CONFLICT', `This order is ${order.status}: only an order waiting for payment can be paid or cancelled`);
    return order;
  }
}
