import { useId, useState } from 'react';
import { formatMoney } from '@/lib/format';
import { cartCount, useCart } from '../cart/cart-store';
import { CloseIcon } from './icons';
import { Modal } from './modal';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M3 4h2l2.2 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}

/**
 * The floating cart button (bottom right, above the phone navigation) with the
 * number of items; hidden while the cart is empty. It opens a plain list of
 * the cart; the full Shopping Cart with totals and checkout comes later.
 */
export function FloatingCart() {
  const items = useCart();
  const count = cartCount(items);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const noteId = useId();
  if (count === 0) return null;

  return (
    <>
      <button
        type="button"
        data-testid="cart-button"
        aria-haspopup="dialog"
        aria-label={`Open cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        onClick={() => setOpen(true)}
        className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex size-14 items-center justify-center rounded-full bg-madder text-white shadow-lg transition-colors hover:bg-madder-deep focus-ring md:bottom-6"
      >
        <CartIcon />
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-white bg-ink px-1 text-xs font-bold"
        >
          {count}
        </span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        describedBy={noteId}
        testId="cart-dialog"
        className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-3xl backdrop:bg-black/45 sm:m-auto sm:max-w-md sm:rounded-3xl"
      >
        <div className="flex max-h-[85dvh] flex-col bg-white">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <h2 id={titleId} className="font-display text-xl font-semibold text-ink">
              Shopping Cart
            </h2>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label="Close"
              className="rounded-lg p-2 text-ink-soft hover:bg-paper-deep focus-ring"
            >
              <CloseIcon />
            </button>
          </div>
          <ul className="flex-1 divide-y divide-line overflow-y-auto px-5">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-3">
                {item.image ? (
                  <img src={item.image} alt="" className="size-12 shrink-0 rounded-lg bg-paper-deep object-cover" />
                ) : (
                  <div className="size-12 shrink-0 rounded-lg bg-paper-deep" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{item.name}</p>
                  <p className="text-sm text-ink-soft">
                    {formatMoney(item.price)} each · Quantity {item.quantity}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p id={noteId} className="border-t border-line bg-paper px-5 py-4 pb-[calc(1rem+env(safe-area-inset-bottom))] text-sm text-ink-soft">
            Your items are saved on this device. Shipping, discounts and checkout arrive in the next update of the shop.
          </p>
        </div>
      </Modal>
    </>
  );
}
