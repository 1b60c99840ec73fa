import { clsx } from 'clsx';
import type { ReferralDashboard, ReferralTier } from '@shop/contracts';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';

const range = (tier: ReferralTier) =>
  tier.maxMonthlySales === null
    ? `${formatMoney(tier.minMonthlySales)}+`
    : `${formatMoney(tier.minMonthlySales)} – ${formatMoney(tier.maxMonthlySales)}`;

type CurrentTierCardProps = {
  tierSystem: ReferralDashboard['tierSystem'];
  /** The shop's commission rate in force (GET /api/commission/rate). */
  commissionRate: number;
};

/** Her tier: emoji, name, percentage, available store credit and total earned (docs/product/engagement.md "Refer"). */
export function CurrentTierCard({ tierSystem, commissionRate }: CurrentTierCardProps) {
  const { currentTier, nextTier } = tierSystem;
  return (
    <Card data-testid="referrals-current-tier" className="flex flex-col gap-3 p-4 sm:p-5" style={{ borderColor: currentTier.tierColor }}>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="text-4xl">
          {currentTier.tierEmoji}
        </span>
        <div>
          <p className="text-sm text-ink-soft">Your tier</p>
          <h3 data-testid="referrals-tier-name" className="font-display text-xl font-semibold text-ink">
            {currentTier.tierName}
          </h3>
        </div>
        <p className="ml-auto text-right">
          <span className="block font-display text-2xl font-semibold text-ink">{currentTier.storeCreditPercentage}%</span>
          <span className="text-xs text-ink-soft">store credit</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-sage-wash p-3">
          <dt className="text-sm text-ink-soft">Available store credit</dt>
          <dd data-testid="referrals-store-credit-available" className="text-lg font-semibold text-ink tabular-nums">
            {formatMoney(tierSystem.availableStoreCredits)}
          </dd>
        </div>
        <div className="rounded-xl bg-paper-deep p-3">
          <dt className="text-sm text-ink-soft">Total earned</dt>
          <dd data-testid="referrals-store-credit-total" className="text-lg font-semibold text-ink tabular-nums">
            {formatMoney(tierSystem.totalStoreCredits)}
          </dd>
        </div>
      </dl>
      {nextTier && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={`Progress to ${nextTier.tierName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(tierSystem.progressToNext)}
            className="h-2 overflow-hidden rounded-full bg-paper-deep"
          >
            <div className="h-full rounded-full bg-sage" style={{ width: `${Math.min(100, Math.max(0, tierSystem.progressToNext))}%` }} />
          </div>
          <p className="text-sm text-ink-soft">
            {formatMoney(tierSystem.monthlySales)} in referral sales this month; {nextTier.tierEmoji} {nextTier.tierName} from{' '}
            {formatMoney(nextTier.minMonthlySales)}.
          </p>
        </div>
      )}
      <p className="text-sm text-ink-soft">
        Each referred order earns you the higher of your tier's percentage and the shop's commission rate ({commissionRate}%) of its items, as store
        credit for products and shipping.
      </p>
    </Card>
  );
}

/** Every tier, collapsed until opened: emoji, name, description, percentage, the referral sales it needs. */
export function TierList({ tiers }: { tiers: ReferralTier[] }) {
  return (
    <details data-testid="referrals-tier-list" className="rounded-2xl border border-line bg-white">
      <summary className="min-h-11 cursor-pointer rounded-2xl px-4 py-3 font-semibold text-ink focus-ring">All tiers</summary>
      <ul className="flex flex-col divide-y divide-line border-t border-line">
        {tiers.map((tier) => (
          <li key={tier.id} className="flex items-start gap-3 p-4">
            <span aria-hidden="true" className="text-2xl">
              {tier.tierEmoji}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">
                {tier.tierName} · {tier.storeCreditPercentage}%
              </p>
              <p className="text-sm text-ink-soft">{tier.tierDescription}</p>
              <p className="text-sm text-ink-soft">Referral sales from {formatMoney(tier.minimumSales)} a month</p>
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The tier system: monthly sales ranges and their percentages, her tier highlighted. */
export function TierSystemCard({ tiers, currentTierId }: { tiers: ReferralTier[]; currentTierId: string }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h3 className="font-display text-lg font-semibold text-ink">Tier system</h3>
      <p className="text-sm text-ink-soft">Your tier follows your referral sales in the calendar month.</p>
      <ul className="flex flex-col gap-1.5">
        {tiers.map((tier) => {
          const current = tier.id === currentTierId;
          return (
            <li
              key={tier.id}
              data-testid="referrals-tier-row"
              aria-current={current ? 'true' : undefined}
              className={clsx(
                'flex items-center justify-between gap-3 rounded-xl px-3 py-2',
                current ? 'bg-sage text-white' : 'bg-paper-deep text-ink',
              )}
            >
              <span>
                <span aria-hidden="true">{tier.tierEmoji} </span>
                {tier.tierName}
                {current && <span className="sr-only"> (your tier)</span>}
              </span>
              <span className="text-right text-sm tabular-nums">
                {range(tier)} · <strong>{tier.storeCreditPercentage}%</strong>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
