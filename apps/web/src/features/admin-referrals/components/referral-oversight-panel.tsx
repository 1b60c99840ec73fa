import { useState } from 'react';
import { REFERRAL_ATTRIBUTION_DAYS } from '@shop/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { ReferralLinks } from './referral-links';
import { ReferralOverviewFigures } from './referral-overview';
import { ReferralTransactions } from './referral-transactions';
import { TierEditor } from './tier-editor';

const OVERSIGHT_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'links', label: 'All Links' },
  { value: 'transactions', label: 'Transactions' },
] as const;

type OversightTab = (typeof OVERSIGHT_TABS)[number]['value'];

/** How the server decides who earns (docs/rules.md §8), so the figures can be trusted. */
function AttributionNote() {
  return (
    <div className="rounded-xl border border-line bg-paper p-4 text-sm text-ink-soft" data-testid="attribution-note">
      <p className="font-semibold text-ink">How attribution is verified</p>
      <p className="mt-1">
        An order counts for a referrer only once it is paid (marked paid by an admin or confirmed by the signed payment webhook), and only for the
        last referral link the shopper arrived with in the {REFERRAL_ATTRIBUTION_DAYS} days before ordering; a shopper's own link never counts. The
        commission is the order's item spend (no shipping or tax) times the rate, and each transaction keeps the rate it was paid at.
      </p>
    </div>
  );
}

/** The Referral Oversight tab (docs/product/back-office.md "Referral System Oversight"). */
export function ReferralOversightPanel() {
  const [tab, setTab] = useState<OversightTab>('overview');
  return (
    <Card className="flex flex-col gap-4" data-testid="referral-oversight-panel">
      <CardTitle>Referral System Oversight</CardTitle>
      {/* Narrower tab padding, so the three labels keep to one line on a phone. */}
      <div className="[&_[role=tab]]:flex-auto [&_[role=tab]]:px-2 [&_[role=tab]]:whitespace-nowrap max-[420px]:[&_[role=tab]]:text-sm">
        <Tabs label="Referral oversight" tabs={OVERSIGHT_TABS} selected={tab} onSelect={setTab}>
          {tab === 'overview' ? <ReferralOverviewFigures /> : tab === 'links' ? <ReferralLinks /> : <ReferralTransactions />}
        </Tabs>
      </div>
      <AttributionNote />
      <TierEditor />
    </Card>
  );
}
