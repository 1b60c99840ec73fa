import { Button } from '@/components/ui/button';
import type { ShownPrice } from '../utils/pricing';
import { isSoldOut } from '../utils/stock';
import { PriceTag } from './price-tag';
import { StockLabel } from './stock-label';

type AddToCartBarProps = {
  /** The price of the choice, or null while there is nothing to add yet (options loading or failed). */
  price: ShownPrice | null;
  /** Units left of the choice, or null when not counted or not known. */
  left: number | null;
  onAdd: () => void;
};

/** The product dialog's foot: the price of the choice, its stock words, and Add to Cart ('Sold out' and disabled at 0). */
export function AddToCartBar({ price, left, onAdd }: AddToCartBarProps) {
  const soldOut = isSoldOut(left);
  return (
    <div className="flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:rounded-b-3xl sm:px-6">
      <div className="flex min-w-0 flex-col">
        {price ? <PriceTag value={price} className="text-lg" /> : <span className="text-ink-soft">—</span>}
        <StockLabel left={left} testId="product-dialog-stock-label" className="text-sm" />
      </div>
      <Button data-testid="add-to-cart" onClick={onAdd} disabled={!price || soldOut} className="shrink-0">
        {soldOut ? 'Sold out' : 'Add to Cart'}
      </Button>
    </div>
  );
}
