import { useState, type FormEvent } from 'react';
import { LOW_STOCK_THRESHOLD_KEY, readSiteConfigWrite, STOCK_LEVEL_MAX } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useSiteConfig } from '../api/get-site-config';
import { useUpdateSiteConfig } from '../api/update-site-config';

/** The contracts' reading of the typed threshold: the value to send, or the problem worded for the field. */
function readThreshold(text: string): { value: string } | { problem: string } {
  const read = readSiteConfigWrite(LOW_STOCK_THRESHOLD_KEY, text);
  return 'problem' in read ? { problem: read.problem.replace(/^value /, 'The threshold ') } : read;
}

/** The shop-wide low-stock threshold (`low_stock_threshold`): an item without its own is low at this many units or fewer. */
function ThresholdForm({ saved }: { saved: string | null }) {
  const [text, setText] = useState(saved ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSiteConfig();
  // A newly saved threshold (this form's or another admin's) replaces the text, adjusted while rendering.
  const [shownSaved, setShownSaved] = useState(saved);
  if (shownSaved !== saved) {
    setShownSaved(saved);
    setText(saved ?? '');
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readThreshold(text);
    setError('problem' in read ? read.problem : null);
    if ('problem' in read) return;
    update.mutate(
      { key: LOW_STOCK_THRESHOLD_KEY, value: read.value },
      {
        onSuccess: () => toast({ title: 'Low-stock threshold saved', variant: 'success' }),
        onError: (err) => toast({ title: 'Failed to save the threshold', description: getErrorMessage(err), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Default low-stock threshold" className="flex flex-col gap-3">
      <Input
        label="Default low-stock threshold"
        hint={`Items without a threshold of their own are low at this many units or fewer (0 to ${STOCK_LEVEL_MAX.toLocaleString('en-US')}).`}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        className="sm:max-w-xs"
        data-testid="low-stock-threshold-input"
      />
      <Button type="submit" variant="secondary" busy={update.isPending} className="sm:w-fit" data-testid="low-stock-threshold-save">
        {update.isPending ? 'Saving...' : 'Save threshold'}
      </Button>
    </form>
  );
}

/** The default threshold of the Low stock panel, read from the site settings. */
export function LowStockThresholdForm() {
  const query = useSiteConfig(LOW_STOCK_THRESHOLD_KEY);
  if (query.isPending) return <LoadingBlock label="Loading the default threshold..." />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the default threshold"
        message={getErrorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ThresholdForm saved={query.data.value} />;
}
