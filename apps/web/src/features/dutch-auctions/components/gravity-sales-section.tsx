import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { useDutchAuctions } from '../api/get-dutch-auctions';
import { GRAVITY_MESSAGES } from '../constants';
import { GravitySaleCard } from './gravity-sale-card';

function SectionBody() {
  const query = useDutchAuctions();

  if (query.isPending) return <LoadingBlock label="Loading gravity sales..." />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={GRAVITY_MESSAGES.listFailedTitle}
        message={GRAVITY_MESSAGES.listFailedMessage}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <p data-testid="gravity-sales-empty" className="rounded-2xl bg-paper-deep px-4 py-3 text-center text-ink-soft">
        {GRAVITY_MESSAGES.empty}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Gravity sales">
      {query.data.map((auction) => (
        <li key={auction.id} className="flex">
          {/* Each answer's arrival time resyncs the card's clock with the server's. */}
          <GravitySaleCard auction={auction} receivedAt={query.dataUpdatedAt} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The shop page's gravity sales list (docs/product/engagement.md §2 "Gravity sales list"): falling-price items,
 * each price stepping down live between the 30 s refreshes; a purchase locks the price of that moment.
 * With no auction running it says so in one plain line (the documents list an empty state).
 */
export function GravitySalesSection() {
  return (
    <section
      id="gravity-sales"
      data-testid="gravity-sales-section"
      aria-labelledby="gravity-sales-heading"
      className="flex scroll-mt-20 flex-col gap-3"
    >
      <div>
        <h2 id="gravity-sales-heading" className="font-display text-2xl font-semibold text-ink">
          Gravity Sales
        </h2>
        <p className="text-sm text-ink-soft">Prices fall until the floor. Buy when the price is right for you.</p>
      </div>
      <SectionBody />
    </section>
  );
}
