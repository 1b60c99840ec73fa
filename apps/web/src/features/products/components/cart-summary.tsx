import { formatMoney } from '@/lib/format';
import { cartCount, cartItemsTotal, useCart } from '@/lib/cart-store';

/** The cart-total widget above the grid: items in the cart and their prices added up. */
export function CartSummary() {
  const items = useCart();
  const count = cartCount(items);

  return (
    <div
      data-testid="cart-summary"
      className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-white px-4 py-3 text-sm shadow-sm"
    >
      <span className="text-ink-soft">
        Cart: {count} {count === 1 ? 'item' : 'items'}
      </span>
      <span>
        <span className="text-ink-soft">Items total </span>
        <strong className="text-ink">{formatMoney(cartItemsTotal(items))}</strong>
        <span className="sr-only">, shipping and discounts are worked out at checkout</span>
      </span>
    </div>
  );
}
