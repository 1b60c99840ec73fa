import type { OrderView } from '@shop/contracts';
import { PostalAddress } from '@/components/ui/postal-address';

/** Where an order ships, as the lines of a label; an order made without an address shows its city and state, if any. */
export function ShipTo({ order }: { order: OrderView }) {
  if (order.shippingAddress) {
    return (
      <div className="text-ink">
        <PostalAddress address={order.shippingAddress} testId="ship-to" />
      </div>
    );
  }
  const place = [order.city, order.state].filter(Boolean).join(', ');
  return (
    <p className="text-ink" data-testid="ship-to">
      {place ? `${place} (no street address recorded)` : <span className="text-ink-soft">No shipping address recorded.</span>}
    </p>
  );
}
