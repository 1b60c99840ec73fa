import { clsx } from 'clsx';
import type { ReferralOversightLink } from '@shop/contracts';
import { QueryStates } from '@/components/ui/query-states';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useAllReferralLinks } from '../api/referral-oversight';
import { personLabel } from '../utils/person';

function LinkRow({ link }: { link: ReferralOversightLink }) {
  return (
    <li data-testid="referral-link" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-words text-ink">{link.name}</p>
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            link.isActive ? 'bg-sage-wash text-sage' : 'bg-paper-deep text-ink-soft',
          )}
        >
          {link.isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      <p className="text-sm break-all text-ink-soft">{personLabel(link.userName, link.userEmail)}</p>
      <p className="text-sm text-ink-soft">
        Code <code className="rounded bg-paper-deep px-1.5 py-0.5 text-ink">{link.code}</code> · created {formatDateTime(link.linkCreatedAt)}
      </p>
      <dl className="grid grid-cols-4 gap-2 text-sm">
        <div>
          <dt className="text-xs text-ink-soft">Clicks</dt>
          <dd className="font-semibold text-ink tabular-nums">{link.clickCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-soft">Orders</dt>
          <dd className="font-semibold text-ink tabular-nums">{link.conversionCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-soft">Sales</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatMoney(link.totalSales)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-soft">Earned</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatMoney(link.userReferralCredits)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The All Links sub-tab: every shopper's links with their clicks, paid orders, sales and the referrer's commission. */
export function ReferralLinks() {
  const query = useAllReferralLinks();
  return (
    <QueryStates query={query} noun="referral links" emptyText="No referral links yet.">
      {(links) => (
        <ul className="flex flex-col gap-3" data-testid="referral-links">
          {links.map((link) => (
            <LinkRow key={link.linkId} link={link} />
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
