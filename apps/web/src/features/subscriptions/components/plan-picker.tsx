import { clsx } from 'clsx';
import { SUBSCRIPTION_PLAN_DURATIONS, type SubscriptionDuration, type SubscriptionView } from '@shop/contracts';
import { formatMoney } from '@/lib/format';
import { BEST_VALUE_MONTHS } from '../types';
import { monthlyPrice, planLabel } from '../utils/plan';

type PlanPickerProps = {
  subscription: SubscriptionView;
  selected: SubscriptionDuration;
  onSelect: (months: SubscriptionDuration) => void;
};

/** The 1, 3, 6 and 12 month plans, each with its price; 12 months is the Best Value. */
export function PlanPicker({ subscription, selected, onSelect }: PlanPickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-ink">Choose your plan</legend>
      <div className="grid grid-cols-2 gap-3" data-testid="plan-picker">
        {SUBSCRIPTION_PLAN_DURATIONS.map((months) => {
          const active = months === selected;
          return (
            <button
              key={months}
              type="button"
              data-testid={`plan-${months}`}
              aria-pressed={active}
              onClick={() => onSelect(months)}
              className={clsx(
                'relative flex min-h-20 flex-col items-start justify-center rounded-2xl border-2 px-3 py-3 text-left transition-colors focus-ring',
                active ? 'border-madder bg-madder/5' : 'border-line bg-white hover:border-madder/50',
              )}
            >
              {months === BEST_VALUE_MONTHS && (
                <span className="absolute -top-2.5 right-2 rounded-full bg-sage px-2 py-0.5 text-xs font-bold text-white">Best Value</span>
              )}
              <span className="text-sm font-semibold text-ink">{planLabel(months)}</span>
              <span className="text-lg font-bold text-madder-deep">{formatMoney(subscription.planPrices[months])}</span>
              <span className="text-xs text-ink-soft">{formatMoney(monthlyPrice(subscription, months))}/month</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
