import { useState } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { useDailyDeals } from '@/lib/daily-deals';
import { DEAL_MESSAGES } from '../constants';
import { DealCard } from './deal-card';
import { DealDialog } from './deal-dialog';

/** The id the header's scroll button and the deals parachute aim at. */
export const DAILY_DEALS_SECTION_ID = 'daily-deals';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section
      id={DAILY_DEALS_SECTION_ID}
      data-testid="daily-deals-section"
      aria-labelledby="daily-deals-heading"
      className="flex scroll-mt-20 flex-col gap-3"
    >
      <div>
        <h2 id="daily-deals-heading" className="font-display text-2xl font-semibold text-ink">
          Daily Deals
        </h2>
        <p className="text-sm text-ink-soft">Limited stock at a fixed low price, until the clock runs out.</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The shop page's daily deals (docs/product/engagement.md §2 "Daily deals section"): not rendered at all when
 * there are none; read again every 30 s. The dialog follows the latest answer, so its units left stay current.
 */
export function DailyDealsSection() {
  const query = useDailyDeals();
  const [openId, setOpenId] = useState<string | null>(null);

  if (query.isPending) return <LoadingBlock label="Loading daily deals..." />;
  if (query.isError && !query.data) {
    return (
      <Frame>
        <ErrorState
          title={DEAL_MESSAGES.listFailedTitle}
          message={DEAL_MESSAGES.listFailedMessage}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </Frame>
    );
  }
  if (query.data.length === 0) return null;

  const open = query.data.find((deal) => deal.id === openId) ?? null;
  return (
    <Frame>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Daily deals">
        {query.data.map((deal) => (
          <li key={deal.id} className="flex">
            <DealCard deal={deal} onOpen={(chosen) => setOpenId(chosen.id)} />
          </li>
        ))}
      </ul>
      <DealDialog deal={open} onClose={() => setOpenId(null)} />
    </Frame>
  );
}
