import type { ReferralLinkView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useCopy } from '../hooks/use-copy';
import { referralUrl } from '../utils/share';

type LinksListProps = {
  links: ReferralLinkView[];
  /** Absent where links cannot be deleted (the shop's referral modal). */
  onDelete?: (link: ReferralLinkView) => void;
  deletingId?: string | null;
  testId: string;
};

function Counter({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-paper-deep px-2 py-1.5 text-center">
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd data-testid={testId} className="font-semibold text-ink tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** Her referral links: name, created date, the link with copy (and delete), counters Clicks, Sales, Revenue. */
export function LinksList({ links, onDelete, deletingId, testId }: LinksListProps) {
  const { copied, copy } = useCopy();
  return (
    <ul data-testid={testId} className="flex flex-col gap-3">
      {links.map((link) => {
        const url = referralUrl(window.location.origin, link.code);
        return (
          <li key={link.id} data-testid={`${testId}-item`} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-semibold break-words text-ink">{link.name}</p>
              <p className="text-xs text-ink-soft">Created {formatDateTime(link.createdAt)}</p>
            </div>
            <p data-testid={`${testId}-url`} className="text-sm break-all text-ink-soft">
              {url}
              {link.couponCode && <span className="ml-1 text-ink">· coupon {link.couponCode}</span>}
            </p>
            <dl className="grid grid-cols-3 gap-2">
              <Counter label="Clicks" value={String(link.clickCount)} testId={`${testId}-clicks`} />
              <Counter label="Sales" value={String(link.conversionCount)} testId={`${testId}-sales`} />
              <Counter label="Revenue" value={formatMoney(link.totalSales)} testId={`${testId}-revenue`} />
            </dl>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="secondary" size="sm" data-testid={`${testId}-copy`} onClick={() => void copy(url, link.id, 'Link Copied!')}>
                {copied === link.id ? 'Copied!' : 'Copy Link'}
              </Button>
              {onDelete && (
                <ConfirmButton
                  label="Delete"
                  ariaLabel={`Delete ${link.name}`}
                  question={`Are you sure? This will permanently delete "${link.name}" and cannot be undone.`}
                  confirmLabel="Delete"
                  busy={deletingId === link.id}
                  onConfirm={() => onDelete(link)}
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
