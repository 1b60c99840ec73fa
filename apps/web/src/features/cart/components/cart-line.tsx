import { MAX_LINE_QUANTITY, type QuotedLine } from '@shop/contracts';
import { toCents, toDollars } from '@shop/pricing';
import { formatMoney } from '@/lib/format';
import { removeFromCart, setCartQuantity, type CartItem } from '@/lib/cart-store';
import { isUnavailableLine } from '../utils/server-items';
import { GiftIcon, MinusIcon, PlusIcon, TrashIcon } from './icons';

const STEP_BUTTON =
  'flex size-11 items-center justify-center rounded-xl text-ink transition-colors hover:bg-paper-deep focus-ring disabled:cursor-not-allowed disabled:text-ink-soft/50';

function imageOf(item: CartItem): string | null {
  if (typeof item.image === 'string' && item.image) return item.image;
  return typeof item.imageUrl === 'string' && item.imageUrl ? item.imageUrl : null;
}

function Thumbnail({ src }: { src: string | null }) {
  return src ? (
    <img src={src} alt="" loading="lazy" className="size-14 shrink-0 rounded-xl bg-paper-deep object-cover" />
  ) : (
    <div className="size-14 shrink-0 rounded-xl bg-paper-deep" aria-hidden="true" />
  );
}

/** A saved line the server no longer knows: named as the server names it, not priced, and only to be removed. */
function UnavailableLine({ item }: { item: CartItem }) {
  return (
    <li data-testid="cart-line-unavailable" className="flex items-center gap-3 py-3">
      <Thumbnail src={null} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-ink-soft">{item.name}</p>
        <p className="text-sm text-ink-soft">Quantity {item.quantity} · no longer in the shop, so it is left out of your total and your order</p>
      </div>
      <button
        type="button"
        className={`${STEP_BUTTON} text-red-700`}
        aria-label={`Remove the unavailable item (${item.quantity}) from the cart`}
        onClick={() => removeFromCart(item.id)}
      >
        <TrashIcon />
      </button>
    </li>
  );
}

/** The quote's word that the line asks for more than is left ('Only 2 of … left'): checkout would refuse it. */
function StockProblem({ message }: { message: string }) {
  return (
    <p
      role="alert"
      data-testid="cart-line-stock-problem"
      className="rounded-lg border border-red-200 bg-red-50 px-2.5 py-1.5 text-sm font-medium text-red-900"
    >
      {message}
    </p>
  );
}

/**
 * One cart line: the server's unit price when the quote has it (the
 * browser's price until then), quantity minus/plus and remove, and the quote's
 * stock problem under it. Minus at 1 removes the line (a quantity of zero or less removes it).
 */
export function CartLine({ item, quoted }: { item: CartItem; quoted: QuotedLine | undefined }) {
  if (isUnavailableLine(item)) return <UnavailableLine item={item} />;
  const unit = quoted?.price ?? item.price;
  const lineTotal = quoted?.lineTotal ?? toDollars(toCents(item.price) * item.quantity);
  const discounted = quoted && quoted.originalPrice > quoted.price;

  return (
    <li data-testid="cart-line" className="flex gap-3 py-3">
      <Thumbnail src={imageOf(item)} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-medium break-words text-ink">{item.name}</p>
          <p className="shrink-0 font-semibold text-ink">{formatMoney(lineTotal)}</p>
        </div>
        <p className="text-sm text-ink-soft">
          {discounted && (
            <>
              <s className="mr-1">{formatMoney(quoted.originalPrice)}</s>
              <span className="sr-only">now </span>
            </>
          )}
          <span className={discounted ? 'font-medium text-madder-deep' : undefined}>{formatMoney(unit)}</span> each
          {quoted?.discount?.label && <span className="ml-1.5 text-madder-deep">· {quoted.discount.label}</span>}
        </p>
        <div className="flex items-center gap-1">
          <div role="group" aria-label={`Quantity of ${item.name}`} className="flex items-center rounded-xl border border-line">
            <button
              type="button"
              className={STEP_BUTTON}
              aria-label={`Decrease quantity of ${item.name}`}
              onClick={() => setCartQuantity(item.id, item.quantity - 1)}
            >
              <MinusIcon />
            </button>
            <span aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums" data-testid="cart-line-quantity">
              <span className="sr-only">Quantity </span>
              {item.quantity}
            </span>
            <button
              type="button"
              className={STEP_BUTTON}
              aria-label={`Increase quantity of ${item.name}`}
              disabled={item.quantity >= MAX_LINE_QUANTITY}
              onClick={() => setCartQuantity(item.id, item.quantity + 1)}
            >
              <PlusIcon />
            </button>
          </div>
          <button
            type="button"
            className={`${STEP_BUTTON} ml-auto text-red-700`}
            aria-label={`Remove ${item.name} from the cart`}
            onClick={() => removeFromCart(item.id)}
          >
            <TrashIcon />
          </button>
        </div>
        {quoted?.stockProblem && <StockProblem message={quoted.stockProblem} />}
      </div>
    </li>
  );
}

/** The free mystery box the server added: no controls, it follows the subtotal. */
export function FreebieLine({ line }: { line: QuotedLine }) {
  return (
    <li data-testid="cart-mystery-line" className="flex items-center gap-3 py-3">
      <div className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-ochre/15 text-ochre" aria-hidden="true">
        <GiftIcon />
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-ink">{line.name}</p>
        <p className="text-sm text-ink-soft">
          Free gift
          {line.mysteryBoxValue ? ` · worth ${formatMoney(line.mysteryBoxValue)}` : ''}
        </p>
      </div>
      <p className="shrink-0 font-semibold text-sage">FREE</p>
    </li>
  );
}
