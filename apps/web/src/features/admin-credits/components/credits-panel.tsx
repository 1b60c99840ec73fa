import {
  CREDITS_PER_EXTENDER_PACK,
  CREDITS_PER_GIVEAWAY_ENTRY,
  CREDITS_PER_INDIVIDUAL_COLOR,
  CREDITS_PER_SUBSCRIPTION_MONTH,
  MAX_CREDITS_PER_REQUEST,
} from '@shop/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { AddCreditsForm } from './add-credits-form';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How a paid order earns credits and what they buy (docs/rules.md §8). */
const CREDIT_RULES = [
  { label: 'Individual colors', value: `${plural(CREDITS_PER_INDIVIDUAL_COLOR, 'credit')} each` },
  { label: 'Watercolor sets', value: 'as many credits as the set has colors' },
  { label: 'Extender packs', value: `${plural(CREDITS_PER_EXTENDER_PACK, 'credit')} each` },
  { label: 'Subscriptions', value: `${plural(CREDITS_PER_SUBSCRIPTION_MONTH, 'credit')} per month` },
  { label: 'Spending', value: `${plural(CREDITS_PER_GIVEAWAY_ENTRY, 'credit')} = 1 extra giveaway entry` },
] as const;

function CreditRules() {
  return (
    <section aria-labelledby="credit-rules-heading" className="flex flex-col gap-2" data-testid="credit-rules">
      <h3 id="credit-rules-heading" className="font-display text-lg font-semibold text-ink">
        How credits work
      </h3>
      <dl className="divide-y divide-line rounded-xl border border-line bg-paper">
        {CREDIT_RULES.map((rule) => (
          <div key={rule.label} className="flex flex-wrap items-baseline justify-between gap-x-4 px-3 py-2 text-sm">
            <dt className="font-medium text-ink-soft">{rule.label}</dt>
            <dd className="font-medium text-ink">{rule.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-soft">
        Credits are earned only when an order is paid. Entries bought with credits are not listed publicly, but each one is a ticket in the draw.
      </p>
    </section>
  );
}

function AdminNotes() {
  return (
    <section aria-labelledby="credit-notes-heading" className="flex flex-col gap-1.5 rounded-xl bg-paper-deep p-4 text-sm text-ink">
      <h3 id="credit-notes-heading" className="font-semibold">
        Admin notes
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-ink-soft">
        <li>Credits are points for giveaway entries, not money. Store credit (dollars) comes from referrals and the paint-credit import.</li>
        <li>
          At most {MAX_CREDITS_PER_REQUEST.toLocaleString('en-US')} credits in one grant; every grant is kept in the audit log under your account.
        </li>
        <li>The customer sees the grant, with its reason, in her credit history on the Credits screen.</li>
      </ul>
      <TextLink href={paths.admin.paintCredits} className="mt-1 w-fit">
        Paint Credits import →
      </TextLink>
    </section>
  );
}

/** The Credits tab (docs/product/back-office.md "Credit Management"): the credit rules, the manual add form, admin notes. */
export function CreditsPanel() {
  return (
    <Card className="flex flex-col gap-5" data-testid="credits-panel">
      <CardTitle>Credit Management</CardTitle>
      <CreditRules />
      <AddCreditsForm />
      <AdminNotes />
    </Card>
  );
}
