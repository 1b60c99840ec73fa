import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Carrier, isUuid, OrderEvents, OrderStatus, OrderView } from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { OrderRow, toOrderView } from './order-row';

/**
 * Fulfilment's moves: paid → processing → shipped (shipping may skip processing). Each move is one conditional
 * UPDATE, so two admins moving the same order at once cannot both succeed; its event is written in the same
 * transaction.
 */
@Injectable()
export class OrderFulfilmentService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  markProcessing(orderId: string): Promise<OrderView> {
    return this.unitOfWork.run(async (manager) => {
      const row = await this.move(manager, orderId, 'processing', ['paid'],
        'processing_at = now()', []);
      await addToOutbox(manager, OrderEvents.processing, { orderId: row.id, orderNumber: Number(row.order_number), email: row.customer_email });
      return toOrderView(row);
    });
  }

  markShipped(orderId: string, parcel: { carrier: Carrier; trackingNumber: string }): Promise<OrderView> {
    return this.unitOfWork.run(async (manager) => {
      const row = await this.move(manager, orderId, 'shipped', ['paid', 'processing'],
        'shipped_at = now(), carrier = $2, tracking_number = $3', [parcel.carrier, parcel.trackingNumber]);
      const view = toOrderView(row);
      await addToOutbox(manager, OrderEvents.shipped, {
        orderId: view.id, orderNumber: view.orderNumber, email: view.customerEmail, customerName: view.customerName,
        carrier: view.carrier, trackingNumber: view.trackingNumber, trackingUrl: view.trackingUrl, shippedAt: view.shippedAt,
      });
      return view;
    });
  }

  private async move(
    manager: EntityManager, orderId: string, target: OrderStatus, from: OrderStatus[], set: string, params: unknown[],
  ): Promise<OrderRow> {
    if (!isUuid(orderId)) throw serviceError('NOT_FOUND', 'No order with that id');
    const [moved] = await queryRows<OrderRow>(manager,
      `UPDATE orders SET status = '${target}', ${set} WHERE id = $1 AND status = ANY($${params.length + 2}) RETURNING *`,
      [orderId, ...params, from],
    );
    if (moved) return moved;
    const [current] = await queryRows<{ status: string }>(manager, 'SELECT status FROM orders WHERE id = $1', [orderId]);
    if (!current) throw serviceError('NOT_FOUND', 'No order with that id');
    throw serviceError('CONFLICT', `This order is ${current.status} and cannot be marked ${target}`);
  }
}
