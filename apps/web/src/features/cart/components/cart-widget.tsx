import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { toast } from '@/components/ui/toast/use-toast';
import { cartCount, useCart } from '@/lib/cart-store';
import { OPEN_CART_PARAM } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';
import { useServerSession } from '@/lib/server-session';
import { removeSearchParam } from '@/lib/url';
import { useCartServerSync } from '../hooks/use-cart-server-sync';
import { isMysteryLine } from '../utils/server-items';
import { CartIcon } from './cart-icon';

const loadCartModal = () => import('./cart-modal');

/** The Shopping Cart modal is its own chunk, fetched when the cart is about to open. */
const lazyCartModal = () => lazy(async () => ({ default: (await loadCartModal()).CartModal }));

/** A cart chunk that failed to load (offline) says so and lets the button try again; the page stays. */
class CartLoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('The cart could not be opened', error);
    toast({
      title: 'Could not open the cart',
      description: 'Check your connection and try again.',
      variant: 'destructive',
    });
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Whether the page was opened to show the cart (`?cart=open`, the payment result pages' 'Back to your cart'); the
 * parameter is then removed from the address, so a reload or a link copied later does not open it again.
 */
function useOpenCartOnArrival(): boolean {
  const asked = new URLSearchParams(useSearch()).get(OPEN_CART_PARAM.name) === OPEN_CART_PARAM.value;
  useEffect(() => {
    if (asked) removeSearchParam(OPEN_CART_PARAM.name);
  }, [asked]);
  return asked;
}

/**
 * Mounted once in the shopper frame: keeps a signed-in shopper's cart in step
 * with the server, and shows the floating cart button (bottom right, above
 * the phone navigation; hidden while the cart is empty) that opens the cart.
 * The cart is open from the start when the address asks for it (`?cart=open`).
 */
export function CartWidget() {
  const { email } = useShopperSession();
  const serverSession = useServerSession();
  useCartServerSync(email, serverSession.data?.verified);
  const items = useCart();
  const count = cartCount(items.filter((item) => !isMysteryLine(item)));
  const openOnArrival = useOpenCartOnArrival();
  const [open, setOpen] = useState(openOnArrival);
  const [CartModal, setCartModal] = useState<ReturnType<typeof lazyCartModal> | null>(() => (openOnArrival ? lazyCartModal() : null));

  function openCart() {
    if (!CartModal) setCartModal(lazyCartModal()); // an object (not an updater): React stores it as is
    setOpen(true);
  }

  function failed() {
    setOpen(false);
    setCartModal(null); // a new lazy component: the next click loads the chunk again
  }

  return (
    <>
      {count > 0 && (
        <button
          type="button"
          data-testid="cart-button"
          aria-haspopup="dialog"
          aria-label={`Open cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          onClick={openCart}
          // Fetch the cart's code as soon as the shopper reaches for the button.
          onPointerEnter={() => void loadCartModal().catch(() => undefined)}
          onFocus={() => void loadCartModal().catch(() => undefined)}
          className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex size-14 items-center justify-center rounded-full bg-madder text-white shadow-lg transition-colors hover:bg-madder-deep focus-ring md:bottom-6"
        >
          <CartIcon />
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-white bg-ink px-1 text-xs font-bold"
          >
            {count > 99 ? '99+' : count}
          </span>
        </button>
      )}
      {CartModal && (
        <CartLoadBoundary onError={failed}>
          <Suspense
            fallback={
              <span role="status" className="sr-only">
                Opening the cart...
              </span>
            }
          >
            <CartModal open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </CartLoadBoundary>
      )}
    </>
  );
}
