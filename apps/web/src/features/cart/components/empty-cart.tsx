import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { CartIcon } from './cart-icon';

export function EmptyCart({ onClose }: { onClose: () => void }) {
  return (
    <div data-testid="cart-empty" className="flex flex-col items-center gap-3 px-5 py-12 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-paper-deep text-madder" aria-hidden="true">
        <CartIcon className="size-8" />
      </div>
      <p className="font-display text-xl font-semibold text-ink">Your cart is empty</p>
      <p className="text-ink-soft">Add paints, sets or a subscription box and they will wait for you here.</p>
      <Link href={paths.products} onClick={onClose} className={buttonClasses('primary')}>
        Browse products
      </Link>
    </div>
  );
}
