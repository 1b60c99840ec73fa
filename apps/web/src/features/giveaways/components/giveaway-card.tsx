import { clsx } from 'clsx';
import type { GiveawayView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { formatDateTime } from '@/lib/format';
import { descriptionPreview, giveawayDisplayTitle, giveawayPhase } from '@/lib/giveaway-display';
import { EnteredBadge, PhaseBadge } from './giveaway-badges';

type GiveawayCardProps = { giveaway: GiveawayView; entered: boolean; onOpen: (giveaway: GiveawayView) => void };

/**
 * One giveaway (docs/product/engagement.md "Giveaways"): picture, display title, the description's first 80
 * characters, end date and entries; 'Enter Giveaway', or 'Entered' and 'View Entry' once entered. A giveaway coming
 * soon is shown faded and takes no entry.
 */
export function GiveawayCard({ giveaway, entered, onOpen }: GiveawayCardProps) {
  const phase = giveawayPhase(giveaway);
  const title = giveawayDisplayTitle(giveaway.title);
  const titleId = `giveaway-${giveaway.id}`;
  const action = entered ? 'View Entry' : phase === 'open' ? 'Enter Giveaway' : phase === 'coming-soon' ? 'Coming Soon' : 'View Giveaway';
  return (
    <article
      data-testid="giveaway-card"
      data-phase={phase}
      aria-labelledby={titleId}
      className={clsx(
        'flex w-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm',
        phase === 'coming-soon' ? 'border-dashed border-line' : 'border-line',
      )}
    >
      <div className="relative">
        <ProductImage
          key={giveaway.imageUrl ?? ''}
          images={giveaway.imageUrl ? [giveaway.imageUrl] : []}
          alt=""
          size={{ width: 600, height: 450 }}
          className={clsx('aspect-[4/3] w-full object-cover', phase === 'coming-soon' && 'opacity-60 grayscale')}
        />
        <span className="pointer-events-none absolute top-3 left-3 flex gap-2">
          {entered && <EnteredBadge />}
          <PhaseBadge phase={phase} />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} data-testid="giveaway-card-title" className="font-display text-lg font-semibold break-words text-ink">
          {title}
        </h3>
        {giveaway.description.trim() && (
          <p data-testid="giveaway-card-description" className="text-sm break-words text-ink-soft">
            {descriptionPreview(giveaway.description)}
          </p>
        )}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
          {giveaway.endDate && (
            <div className="flex gap-1">
              <dt className="text-ink-soft">Ends</dt>
              <dd data-testid="giveaway-card-end">{formatDateTime(giveaway.endDate)}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt className="text-ink-soft">Entries</dt>
            <dd data-testid="giveaway-card-entries">{giveaway.entryCount}</dd>
          </div>
        </dl>
        <Button
          data-testid="giveaway-open"
          className="mt-auto w-full"
          variant={entered || phase !== 'open' ? 'secondary' : 'primary'}
          disabled={phase === 'coming-soon' && !entered}
          aria-label={`${action}: ${title}`}
          onClick={() => onOpen(giveaway)}
        >
          {action}
        </Button>
      </div>
    </article>
  );
}
