import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventEnvelope } from '@shop/contracts';
import { consumeOnce, Mailer } from '@shop/platform';

interface OrderShipped {
  orderId: string;
  orderNumber: number;
  email: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** The shipping e-mail, once per order however often order.shipped arrives. */
@Injectable()
export class ShippingConfirmationService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
  ) {}

  onOrderShipped(event: EventEnvelope<OrderShipped>): Promise<boolean> {
    const order = event.payload;
    return consumeOnce(this.dataSource, 'commerce:shipping-confirmation', event, async () => {
      const track = order.trackingUrl ? `\nTrack it here: ${order.trackingUrl}` : '';
      await this.mailer.send({
        to: order.email,
        subject: `Your order #${order.orderNumber} has shipped`,
        text: `Good news: your order #${order.orderNumber} is on its way.\n\nCarrier: ${order.carrier}\nTracking number: ${order.trackingNumber}${track}\n\nThank you for shopping with us!`,
      });
    });
  }
}
