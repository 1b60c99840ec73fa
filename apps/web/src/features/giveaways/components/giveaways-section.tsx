import { useCallback, useState } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { SHOP_SECTION_IDS } from '@/lib/shop-sections';
import { useShopperSession } from '@/lib/session';
import { useEnteredGiveaways } from '@/lib/use-entered-giveaways';
import { useActiveGiveaways } from '@/lib/active-giveaways';
import { ENTRY_MESSAGES } from '../constants';
import { useGiveawayFromAddress } from '../hooks/use-giveaway-from-address';
import { GiveawayCard } from './giveaway-card';
import { GiveawayDialog } from './giveaway-dialog';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section
      id={SHOP_SECTION_IDS.giveaways}
      data-testid="giveaways-section"
      aria-labelledby="giveaways-heading"
      className="flex scroll-mt-20 flex-col gap-3"
    >
      <div>
        <h2 id="giveaways-heading" className="font-display text-2xl font-semibold text-ink">
          Giveaways
        </h2>
        <p className="text-sm text-ink-soft">Answer one question to enter. Share a giveaway for a bonus entry.</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The shop page's giveaways (docs/product/engagement.md "Giveaways"): present only while some giveaway is active.
 * `?giveaway={id}` opens that giveaway's dialog.
 */
export function GiveawaysSection() {
  const query = useActiveGiveaways();
  const { email } = useShopperSession();
  const entered = useEnteredGiveaways();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useCallback((id: string) => setOpenId(id), []);
  useGiveawayFromAddress(query.data, open);

  // Loading shows nothing: the section may well not exist.
  if (query.isPending) return null;
  if (query.isError && !query.data) {
    return (
      <Frame>
        <ErrorState
          title={ENTRY_MESSAGES.listFailedTitle}
          message={ENTRY_MESSAGES.listFailed}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </Frame>
    );
  }
  if (query.data.length === 0) return null;

  const chosen = query.data.find((giveaway) => giveaway.id === openId) ?? null;
  return (
    <Frame>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Giveaways">
        {query.data.map((giveaway) => (
          <li key={giveaway.id} className="flex">
            <GiveawayCard giveaway={giveaway} entered={entered.includes(giveaway.id)} onOpen={(g) => setOpenId(g.id)} />
          </li>
        ))}
      </ul>
      <GiveawayDialog giveaway={chosen} entered={chosen ? entered.includes(chosen.id) : false} email={email} onClose={() => setOpenId(null)} />
    </Frame>
  );
}
