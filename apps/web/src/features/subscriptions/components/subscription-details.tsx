import { clsx } from 'clsx';
import { useState } from 'react';
import type { SubscriptionDuration, SubscriptionView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { formatMoney } from '@/lib/format';
import { BEST_VALUE_MONTHS } from '../types';
import { addSubscriptionToCart, subscriptionCartLine } from '../utils/add-to-cart';
import { PlanPicker } from './plan-picker';
import { SubscriberReviews } from './subscriber-reviews';
import { SubscriptionImages } from './subscription-images';

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-sage" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function GiftIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-madder" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <rect x="3" y="8" width="14" height="9" rx="1.5" />
      <path d="M2.5 5.5h15V8h-15zM10 5.5V17M10 5.5C8.5 2.5 5.5 3 6.5 5.5M10 5.5c1.5-3 4.5-2.5 3.5 0" strokeLinejoin="round" />
    </svg>
  );
}

function BrushIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-0.5 size-5 shrink-0 text-ultramarine"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <path
        d="M16.5 3.5l-7 7M9.5 10.5c-2-.5-4 .5-4.5 3-.3 1.5-1 2.5-2.5 3 3 .8 6.5.3 7.5-2.5.5-1.4.2-2.8-.5-3.5z"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The extras that come with a plan: the 12-month bonus and the free lessons, when the plan has them. */
function Perks({ subscription, months }: { subscription: SubscriptionView; months: SubscriptionDuration }) {
  const perks: { key: string; text: string; highlight: boolean }[] = [];
  if (subscription.has12MonthBonus) {
    perks.push({
      key: 'bonus',
      text: subscription.twelveMonthBonusText || 'A bonus gift with the 12-month plan',
      highlight: months === BEST_VALUE_MONTHS,
    });
  }
  if (subscription.hasFreeLessons) {
    const weeks = subscription.freeLessonsWeeks;
    perks.push({
      key: 'lessons',
      text: subscription.freeLessonsText || (weeks ? `${weeks} weeks of free lessons` : 'Free lessons included'),
      highlight: false,
    });
  }
  if (perks.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {perks.map((perk) => (
        <li key={perk.key} className={clsx('flex gap-2 rounded-xl p-3 text-sm text-ink', perk.highlight ? 'bg-sage-wash font-medium' : 'bg-paper')}>
          {perk.key === 'bonus' ? <GiftIcon /> : <BrushIcon />}
          <span>{perk.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The one subscription the screen shows: pictures, what is in the box, the plans and Add to Cart. */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionView }) {
  const [months, setMonths] = useState<SubscriptionDuration>(1);

  function handleAdd() {
    const line = subscriptionCartLine(subscription, months);
    addSubscriptionToCart(line);
    toast({ title: 'Added to Cart', description: `${line.name} has been added to your cart.`, variant: 'success' });
  }

  return (
    <div className="flex flex-col gap-6" data-testid="subscription">
      <article className="grid gap-6 rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-2">
        <SubscriptionImages images={subscription.images} title={subscription.title} />
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            {subscription.isEarlyBirdEnabled && (
              <span
                data-testid="early-bird-badge"
                className="self-start rounded-full bg-ochre-deep px-3 py-1 text-xs font-bold tracking-wide text-white uppercase"
              >
                Early Bird
                {subscription.earlyBirdPrice !== null && ` · ${formatMoney(subscription.earlyBirdPrice)}/month`}
              </span>
            )}
            <h2 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{subscription.title}</h2>
            {subscription.description && <p className="whitespace-pre-line text-ink-soft">{subscription.description}</p>}
          </div>

          {subscription.characteristics.length > 0 && (
            <section aria-labelledby="box-contents">
              <h3 id="box-contents" className="mb-2 font-semibold text-ink">
                What's in this box
              </h3>
              <ul className="flex flex-col gap-2">
                {subscription.characteristics.map((item, i) => (
                  <li key={`${i}-${item}`} className="flex gap-2 text-ink">
                    <CheckIcon />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <PlanPicker subscription={subscription} selected={months} onSelect={setMonths} />
          <Perks subscription={subscription} months={months} />

          <Button size="lg" onClick={handleAdd} data-testid="add-subscription-to-cart" className="w-full">
            Add to Cart · {formatMoney(subscription.planPrices[months])}
          </Button>
        </div>
      </article>
      <SubscriberReviews reviews={subscription.reviews} />
    </div>
  );
}
