import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { creditQueries } from '@/lib/credits';
import { Tabs } from '@/components/ui/tabs';
import { useIsVerified, VerifiedOnly } from '@/components/verification/verified-only';
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

const PURPOSE = 'Your credits and referral links are yours alone: to see and use them, confirm the address';

/** Her balance once verified; until then a dash (the number is hers alone). */
function BalanceCard({ credits, verified }: { credits: number | undefined; verified: boolean }) {
  return (
    <Card className="flex items-center justify-between gap-4 p-4 sm:p-5">
      <div>
        <p className="text-sm text-ink-soft">Your credits</p>
        <p className="text-xs text-ink-soft">1 credit per color, credits = set size for sets</p>
      </div>
      <p data-testid="referrals-balance" className="font-display text-4xl font-semibold text-ink tabular-nums">
        {verified ? (credits ?? '…') : <span aria-label="Shown once your e-mail is verified">—</span>}
      </p>
    </Card>
  );
}

/**
 * Credits and referrals (docs/product/engagement.md "Referrals screen (/referrals)"): the balance card and the four tabs
 * for everyone; her balance, spending, links and history behind a verified session (docs/rules.md §4). Earn is for all.
 * Without a shopper (an administrator following the Admin Panel's link), `withoutShopper` stands in for those panels.
 */
export function ReferralsScreen({ email, withoutShopper }: { email: string | null; withoutShopper?: ReactNode }) {
  const [tab, setTab] = useState<Tab>('spend');
  const verified = useIsVerified() && email !== null;
  // Disabled without a verified shopper, so the empty e-mail is never asked for.
  const balance = useQuery({ ...creditQueries.balance(email ?? ''), enabled: verified });
  const dashboard = useReferralDashboard(email ?? '', verified && tab === 'refer');
  const credits = balance.data?.credits;

  return (
    <div className="flex flex-col gap-5">
      {balance.isError && (
        <ErrorState title="Could not load your credits" message={getErrorMessage(balance.error)} onRetry={() => balance.refetch()} />
      )}
      <BalanceCard credits={credits} verified={verified} />
      <Tabs compact label="Credits and referrals" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'earn' ? <EarnTab /> : email === null ? withoutShopper : <VerifiedOnly purpose={PURPOSE}>{panel(email)}</VerifiedOnly>}
      </Tabs>
    </div>
  );

  function panel(email: string) {
    if (tab === 'spend') return credits === undefined ? <LoadingBlock label="Loading..." /> : <SpendTab email={email} balance={credits} />;
    if (tab === 'history') return <ReferralsHistoryTab email={email} />;
    return dashboard.isPending ? (
      <LoadingBlock label="Loading your referrals..." />
    ) : dashboard.isError ? (
      <ErrorState
        title="Could not load your referrals"
        message={getErrorMessage(dashboard.error)}
        onRetry={() => dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    ) : (
      <ReferTab email={email} dashboard={dashboard.data} />
    );
  }
}
