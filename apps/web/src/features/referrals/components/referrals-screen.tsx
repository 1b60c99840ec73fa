import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { creditQueries } from '@/features/credits/api/credits';
import { Tabs } from '@/components/ui/tabs';
import { VerifiedOnly } from '@/features/credits/components/verified-only';
import { getErrorMessage } from '@/lib/api-client';
import { useReferralDashboard } from '../api/referrals';
import { EarnTab } from './earn-tab';
import { ReferralsHistoryTab } from './history-tab';
import { ReferTab } from './refer-tab';
import { SpendTab } from './spend-tab';

const TABS = [
  { value: 'spend', label: 'Spend' },
  { value: 'earn', label: 'Earn' },
  { value: 'refer', label: 'Refer' },
  { value: 'history', label: 'History' },
] as const;

type Tab = (typeof TABS)[number]['value'];

function BalanceCard({ credits }: { credits: number | undefined }) {
  return (
    <Card className="flex items-center justify-between gap-4 p-4 sm:p-5">
      <div>
        <p className="text-sm text-ink-soft">Your credits</p>
        <p className="text-xs text-ink-soft">1 credit per color, credits = set size for sets</p>
      </div>
      <p data-testid="referrals-balance" className="font-display text-4xl font-semibold text-ink tabular-nums">
        {credits ?? '…'}
      </p>
    </Card>
  );
}

function ReferralsBody({ email }: { email: string }) {
  const [tab, setTab] = useState<Tab>('spend');
  const balance = useQuery(creditQueries.balance(email));
  const dashboard = useReferralDashboard(email, tab === 'refer');
  const credits = balance.data?.credits;

  return (
    <div className="flex flex-col gap-5">
      {balance.isError && <ErrorState title="Could not load your credits" message={getErrorMessage(balance.error)} onRetry={() => balance.refetch()} />}
      <BalanceCard credits={credits} />
      <Tabs compact label="Credits and referrals" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'spend' && (credits === undefined ? <LoadingBlock label="Loading..." /> : <SpendTab email={email} balance={credits} />)}
        {tab === 'earn' && <EarnTab />}
        {tab === 'refer' &&
          (dashboard.isPending ? (
            <LoadingBlock label="Loading your referrals..." />
          ) : dashboard.isError ? (
            <ErrorState title="Could not load your referrals" message={getErrorMessage(dashboard.error)} onRetry={() => dashboard.refetch()} retrying={dashboard.isFetching} />
          ) : (
            <ReferTab email={email} dashboard={dashboard.data} />
          ))}
        {tab === 'history' && <ReferralsHistoryTab email={email} />}
      </Tabs>
    </div>
  );
}

/** Credits and referrals (docs/product/engagement.md "Referrals screen (/referrals)"): her own, behind a verified session. */
export function ReferralsScreen({ email }: { email: string }) {
  return (
    <VerifiedOnly purpose="Your credits and referral links are yours alone: to see and use them, confirm the address">
      <ReferralsBody email={email} />
    </VerifiedOnly>
  );
}
