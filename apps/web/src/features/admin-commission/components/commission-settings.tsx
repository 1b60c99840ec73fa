import { useEffect, useState } from 'react';
import { DEFAULT_COMMISSION_RATE } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { useCommissionRate, useCommissionSettings } from '../api/commission';
import { formatRate } from '../utils/format-day';
import { CommissionForm } from './commission-form';
import { CommissionHistory } from './commission-history';

const LOAD_FAILED = 'Failed to load commission settings';

/** The rate in force now; the default until it loads (docs/product/back-office.md §9). A failed load is only logged there. */
function CurrentRate() {
  const query = useCommissionRate();
  return (
    <div className="rounded-xl bg-madder/10 p-4" data-testid="current-commission-rate">
      <p className="text-sm font-medium text-ink-soft">Current active rate</p>
      <p className="font-display text-4xl font-semibold text-madder-deep tabular-nums" data-testid="current-commission-rate-value">
        {formatRate(query.data?.rate ?? DEFAULT_COMMISSION_RATE)}
      </p>
      <p className="text-sm text-ink-soft">of referred item spend, paid to the referrer as store credit</p>
    </div>
  );
}

function RateNote() {
  return (
    <p className="rounded-xl border border-line bg-paper p-4 text-sm text-ink-soft" data-testid="commission-note">
      Each referral transaction keeps the rate that was active when it was created, so a change never alters commission already earned. Rates may
      start in the future: for example 10% now, then 8% after 3 months, then 5% after 6 months. When a referrer's tier percentage is higher than the
      rate in force, her tier's percentage is used.
    </p>
  );
}

function SettingsList() {
  const query = useCommissionSettings();
  const failed = query.isError;
  useEffect(() => {
    if (failed) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive' });
  }, [failed]);

  if (query.isPending) return <LoadingBlock label="Loading commission settings..." />;
  if (query.isError) return <ErrorState title="Error" message={LOAD_FAILED} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) {
    return (
      <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft" data-testid="commission-empty">
        No commission settings found. Create your first rate setting to get started.
      </p>
    );
  }
  return <CommissionHistory settings={query.data} />;
}

/** /commission-settings (docs/product/back-office.md §2.6): the rate in force, a new rate, the history. */
export function CommissionSettings() {
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-5" data-testid="commission-settings">
      <Card className="flex flex-col gap-4">
        <CurrentRate />
        <div className="flex flex-col gap-3">
          <div>
            <Button variant={creating ? 'secondary' : 'primary'} onClick={() => setCreating((open) => !open)} aria-expanded={creating}>
              {creating ? 'Close' : 'New Rate'}
            </Button>
          </div>
          {creating && <CommissionForm onDone={() => setCreating(false)} />}
        </div>
        <RateNote />
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Rate history</CardTitle>
        <SettingsList />
      </Card>
    </div>
  );
}
