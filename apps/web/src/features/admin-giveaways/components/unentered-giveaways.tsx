import { Link } from 'wouter';
import type { GiveawayView } from '@shop/contracts';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { homeHref } from '@/lib/paths';
import { useEnteredGiveaways } from '@/lib/use-entered-giveaways';
import { useAdminGiveaways } from '../api/admin-giveaways';
import { descriptionPreview, isOpenForEntry } from '../utils/giveaway-status';

function EntryCard({ giveaway }: { giveaway: GiveawayView }) {
  return (
    <li data-testid="unentered-giveaway" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <div className="flex min-w-0 gap-3">
        {giveaway.imageUrl && (
          <img src={giveaway.imageUrl} alt="" loading="lazy" className="size-16 shrink-0 rounded-lg border border-line object-cover" />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold break-words text-ink">{giveaway.title}</h3>
          {giveaway.description && <p className="text-sm break-words text-ink-soft">{descriptionPreview(giveaway.description)}</p>}
          {giveaway.endDate && <p className="text-xs text-ink-soft">Ends {formatDateTime(giveaway.endDate)}</p>}
        </div>
      </div>
      <Link
        href={homeHref(giveaway.id)}
        className={buttonClasses('primary', 'md', 'w-full sm:w-fit')}
        aria-label={`Enter Giveaway: ${giveaway.title}`}
      >
        Enter Giveaway
      </Link>
    </li>
  );
}

/**
 * Under the Admin Panel's tabs (docs/product/back-office.md §2.2): the giveaways open for entries that this browser
 * has not entered yet, judged by its stored list; nothing at all when there are none (or while they load).
 */
export function UnenteredGiveaways() {
  const query = useAdminGiveaways();
  const entered = useEnteredGiveaways();
  const open = (query.data ?? []).filter((giveaway) => isOpenForEntry(giveaway) && !entered.includes(giveaway.id));
  if (open.length === 0) return null;
  return (
    <Card className="flex flex-col gap-4" data-testid="unentered-giveaways">
      <CardTitle>Giveaways you have not entered</CardTitle>
      <ul className="grid gap-3 sm:grid-cols-2">
        {open.map((giveaway) => (
          <EntryCard key={giveaway.id} giveaway={giveaway} />
        ))}
      </ul>
    </Card>
  );
}
