import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { CurrentDeals } from './current-deals';
import { DealScheduler } from './deal-scheduler';

const DEAL_TABS = [
  { value: 'current', label: 'Current Deals' },
  { value: 'scheduler', label: 'Deal Scheduler' },
] as const;

type DealTab = (typeof DEAL_TABS)[number]['value'];

/** Daily Deals Management's two tabs (docs/product/back-office.md §2.3): Current Deals and Deal Scheduler. */
export function DailyDealsManagement() {
  const [tab, setTab] = useState<DealTab>('current');
  return (
    // Narrower tab padding, so both labels keep to one line on a phone.
    <div data-testid="daily-deals-management" className="[&_[role=tab]]:px-2 max-[420px]:[&_[role=tab]]:text-sm">
      <Tabs label="Daily deals" tabs={DEAL_TABS} selected={tab} onSelect={setTab}>
        {tab === 'current' ? <CurrentDeals /> : <DealScheduler />}
      </Tabs>
    </div>
  );
}
