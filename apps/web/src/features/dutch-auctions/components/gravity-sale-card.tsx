import { clsx } from 'clsx';
import { useState } from 'react';
import type { DutchAuctionView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { ProductImage } from '@/components/ui/product-image';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useShopperSession } from '@/lib/session';
import { usePurchaseDutchAuction } from '../api/purchase-dutch-auction';
import { GRAVITY_MESSAGES, GRAVITY_TICK_MS } from '../constants';
import { useNow } from '@/lib/use-now';
import { clockOffsetMs, formatDropCountdown, liveGravityPrice } from '../utils/live-price';
import { openPaymentPage, openWaitingTab } from '@/lib/payment-tab';

type GravitySaleCardProps = {
  auction: DutchAuctionView;
  /** When this answer arrived (browser clock): the card's clock is set against the server's from it. */
  receivedAt: number;
};

function Savings({ original, price }: { original: number; price: number }) {
  const saved = Math.max(0, original - price);
  if (saved <= 0) return null;
  const percent = Math.round((saved / original) * 100);
  return (
    <p className="text-sm font-semibold text-sage" data-testid="gravity-sale-savings">
      You save {formatMoney(saved)} ({percent}%)
    </p>
  );
}

/** One gravity sale: pictures, text, the falling price with its next drop, units left, and Buy. */
export function GravitySaleCard({ auction, receivedAt }: GravitySaleCardProps) {
  const now = useNow(GRAVITY_TICK_MS);
  const { email } = useShopperSession();
  const purchase = usePurchaseDutchAuction();
  const [picture, setPicture] = useState(0);
  const live = liveGravityPrice(auction, now, clockOffsetMs(auction, receivedAt));
  const left = Math.max(0, auction.quantity - auction.soldCount);
  const soldOut = left === 0;
  const images = auction.images.length ? [...auction.images.slice(picture), ...auction.images.slice(0, picture)] : [];

  function buy() {
    const waiting = openWaitingTab();
    purchase.mutate(auction.id, {
      onSuccess: (answer) => {
        openPaymentPage(answer.order.paymentUrl, waiting);
        toast({
          title: `Price locked at ${formatMoney(answer.finalPrice)}`,
          description: `${auction.title}: you save ${formatMoney(answer.savings)}. Order #${answer.order.orderNumber} is waiting for payment in the new tab.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        waiting?.close();
        toast({
          title: GRAVITY_MESSAGES.purchaseFailedTitle,
          description: getErrorMessage(error, GRAVITY_MESSAGES.purchaseFailedFallback),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <article
      data-testid="gravity-sale-card"
      aria-labelledby={`gravity-sale-${auction.id}`}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      <ProductImage key={images.join('|')} images={images} alt={auction.title} size={{ width: 600, height: 450 }} className="aspect-[4/3] w-full" />
      {auction.images.length > 1 && (
        <div className="flex gap-2 px-4 pt-3" role="group" aria-label={`${auction.title} pictures`}>
          {auction.images.map((url, index) => (
            <button
              key={url}
              type="button"
              onClick={() => setPicture(index)}
              aria-label={`Show picture ${index + 1}`}
              aria-pressed={index === picture}
              className={clsx('size-12 overflow-hidden rounded-lg border-2 focus-ring', index === picture ? 'border-madder' : 'border-line')}
            >
              <img src={url} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={`gravity-sale-${auction.id}`} className="font-display text-lg font-semibold break-words text-ink">
          {auction.title}
        </h3>
        {auction.description && <p className="text-sm break-words text-ink-soft">{auction.description}</p>}
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-bold text-madder-deep" data-testid="gravity-sale-price" aria-live="off">
            {formatMoney(live.price)}
          </span>
          <s className="text-sm text-ink-soft" data-testid="gravity-sale-original">
            <span className="sr-only">Retail price </span>
            {formatMoney(auction.originalRetailPrice)}
          </s>
        </div>
        <Savings original={auction.originalRetailPrice} price={live.price} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {live.floorReached ? (
            <span data-testid="gravity-sale-floor" className="rounded-full bg-ochre/15 px-2.5 py-0.5 font-semibold text-ochre-deep">
              Floor reached
            </span>
          ) : (
            <span data-testid="gravity-sale-next-drop" className="text-ink-soft">
              Drops {formatMoney(Math.min(auction.priceDropAmount, live.price - auction.endPrice))} in{' '}
              <span className="font-semibold text-ink tabular-nums">{formatDropCountdown(live.msToNextDrop ?? 0)}</span>
            </span>
          )}
          <span
            data-testid="gravity-sale-stock"
            className={clsx('font-semibold', soldOut ? 'text-red-700' : left <= 3 ? 'text-ochre-deep' : 'text-ink-soft')}
          >
            {soldOut ? 'Sold out' : `${left} left`}
          </span>
        </div>
        {email ? (
          <Button className="mt-1 w-full" data-testid="gravity-sale-buy" disabled={soldOut} busy={purchase.isPending} onClick={buy}>
            {soldOut ? 'Sold Out' : purchase.isPending ? 'Locking your price...' : `Buy Now at ${formatMoney(live.price)}`}
          </Button>
        ) : (
          <p className="text-center text-sm text-ink-soft">{GRAVITY_MESSAGES.signInFirst}</p>
        )}
      </div>
    </article>
  );
}
