import { useState } from 'react';
import { CartProgress } from './cart-progress';
import { EnterGiveawaysTab } from './enter-giveaways-tab';
import { HistoryTab } from './history-tab';
import { EarnExplanation, OverviewTab } from './overview-tab';
import { Tabs } from '@/components/ui/tabs';
import { VerifiedOnly } from '@/components/verification/verified-only';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'giveaways', label: 'Enter Giveaways' },
  { value: 'history', label: 'Transaction History' },
] as const;

type Tab = (typeof TABS)[number]['value'];

const PURPOSE = 'Your credits are yours alone: to see and spend them, confirm the address';

/**
 * Your Credits (docs/product/engagement.md "Your Credits"): the cart's progress, then the three tabs. Each tab's figures
 * and actions need a verified session; how credits are earned is for everyone.
 */
export function CreditsScreen({ email }: { email: string }) {
  const [tab, setTab] = useState<Tab>('overview');
  return (
    <div className="flex flex-col gap-5">
      <CartProgress />
      <Tabs compact label="Your credits" tabs={TABS} selected={tab} onSelect={setTab}>
        <VerifiedOnly purpose={PURPOSE} publicPart={tab === 'overview' && <EarnExplanation />}>
          {tab === 'overview' && <OverviewTab email={email} />}
          {tab === 'giveaways' && <EnterGiveawaysTab email={email} />}
          {tab === 'history' && <HistoryTab email={email} />}
        </VerifiedOnly>
      </Tabs>
    </div>
  );
}
