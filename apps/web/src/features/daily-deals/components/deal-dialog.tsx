import { DAILY_DEAL_SHIPPING, type DailyDealView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { ProductGallery } from '@/components/ui/product-gallery';
import { formatMoney } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { DEAL_TICK_MS } from '../constants';
import { useAddDeal } from '../hooks/use-add-deal';
import { dealStock } from '../utils/stock';
import { DealCountdown } from './deal-countdown';
import { DealPrice, DiscountBadge } from './deal-price';
import { DealStock } from './deal-stock';

type DealDetailsProps = { deal: DailyDealView; titleId: string; descriptionId: string; onClose: () => void };

function DealDetails({ deal, titleId, descriptionId, onClose }: DealDetailsProps) {
  const addDeal = useAddDeal();
  const { soldOut } = dealStock(deal);
  // Read with the countdown's clock, so Add to Cart turns off the second the deal ends.
  const now = useNow(DEAL_TICK_MS);
  const ended = deal.isExpired || Date.parse(deal.endDate) <= now;

  function handleAdd() {
    if (addDeal(deal)) onClose();
  }

  return (
    <>
      <DialogTitleBar titleId={titleId} testId="daily-deal-dialog-title" onClose={onClose}>
        {deal.title}
      </DialogTitleBar>
      <div className="flex-1 overflow-y-auto px-4 pb-6 sm:px-6">
        <div className="grid gap-5 md:grid-cols-2">
          <ProductGallery images={deal.images} name={deal.title} />
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <DiscountBadge percent={deal.discountPercent} />
              <DealCountdown endDate={deal.endDate} format="long" />
            </div>
            <DealPrice deal={deal} />
            <DealStock deal={deal} />
            {deal.description && (
              <p id={descriptionId} className="whitespace-pre-line break-words text-ink">
                {deal.description}
              </p>
            )}
            <p className="text-sm text-ink-soft">Shipping {formatMoney(DAILY_DEAL_SHIPPING)} when it is the first item of your order.</p>
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:rounded-b-3xl sm:px-6">
        <span className="text-lg font-bold text-madder-deep">{formatMoney(deal.salePrice)}</span>
        <Button data-testid="daily-deal-add-to-cart" onClick={handleAdd} disabled={soldOut || ended} className="shrink-0">
          {soldOut ? 'Sold Out' : ended ? 'Deal Ended' : 'Add to Cart'}
        </Button>
      </div>
    </>
  );
}

type DealDialogProps = { deal: DailyDealView | null; onClose: () => void };

/** A deal's detail dialog (docs/product/engagement.md §2 "Daily deals section"): its gallery, text, and add-to-cart. */
export function DealDialog({ deal, onClose }: DealDialogProps) {
  const titleId = deal ? `daily-deal-${deal.id}-title` : 'daily-deal-dialog-title';
  const descriptionId = deal ? `daily-deal-${deal.id}-description` : 'daily-deal-dialog-description';
  return (
    <Modal
      open={deal !== null}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={deal?.description ? descriptionId : undefined}
      testId="daily-deal-dialog"
      className="m-0 h-dvh backdrop:bg-black/45 max-h-none w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:rounded-3xl sm:shadow-xl"
    >
      {deal && (
        <div className="flex h-full max-h-[inherit] flex-col bg-white sm:max-h-[90dvh]">
          <DealDetails key={deal.id} deal={deal} titleId={titleId} descriptionId={descriptionId} onClose={onClose} />
        </div>
      )}
    </Modal>
  );
}
