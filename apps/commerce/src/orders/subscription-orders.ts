import { addSubscriptionMonths as addMonths, formatShippingAddress, OrderView, SubscriptionOrderView } from '@shop/contracts';

/** Active while the paid date plus the plan's months lies ahead; ships monthly from the paid date. */
export function subscriptionOrdersOf(order: OrderView, now = new Date()): SubscriptionOrderView[] {
  return order.items
    .filter((line) => line.type === 'subscription')
    .map((line) => {
      const months = line.duration ?? 1;
      const paidAt = order.paidAt ? new Date(order.paidAt) : null;
      const ends = paidAt ? addMonths(paidAt, months) : null;
      const status = !paidAt ? 'pending' : ends! > now ? 'active' : 'completed';
      let next: Date | null = null;
      if (status === 'active') {
        for (let m = 1; m <= months && !next; m++) if (addMonths(paidAt!, m) > now) next = addMonths(paidAt!, m);
      }
      return {
        id: `${order.id}:${line.id}`,
        orderId: order.id,
        subscriptionPlan: line.name,
        plan: line.name,
        subscriptionId: /^subscription-([0-9a-f-]{36})-/i.exec(line.id)?.[1] ?? null,
        duration: months,
        amount: Math.round(line.price * line.quantity * 100) / 100,
        status,
        createdAt: order.createdAt,
        nextShipmentDate: next ? next.toISOString() : null,
        userEmail: order.customerEmail,
        userId: null,
        paymentMethod: order.paymentMethod,
        shippingAddress: order.shippingAddress ? formatShippingAddress(order.shippingAddress) : null,
        shippingCity: order.shippingAddress?.city ?? order.city,
        shippingState: order.shippingAddress?.state ?? order.state,
      };
    });
}
