import { useState, type FormEvent } from 'react';
import { PARACHUTE_EXCLUDED_EMAILS_KEY, PARACHUTE_EXCLUDED_EMAILS_MAX, parseExcludedEmails, readSiteConfigWrite } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextArea } from '@/components/ui/form-field';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useSiteConfig } from '../api/get-site-config';
import { useUpdateSiteConfig } from '../api/update-site-config';

const FAILED = 'Failed to save the settings';

/** The contracts' message about the `value` field, worded for the form's list. */
function listProblem(text: string): string | null {
  const read = readSiteConfigWrite(PARACHUTE_EXCLUDED_EMAILS_KEY, JSON.stringify(linesOf(text)));
  if (!('problem' in read)) return null;
  return read.problem.replace(/^value: /, '').replace(/^value /, 'The list ');
}

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The e-mails that never get a teaser, one per line (docs/product/engagement.md §9). */
function ExclusionsForm({ saved }: { saved: string | null }) {
  const [text, setText] = useState(() => parseExcludedEmails(saved).join('\n'));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSiteConfig();
  // A newly saved list (this form's or another admin's) replaces the text, adjusted while rendering.
  const [shownSaved, setShownSaved] = useState(saved);
  if (shownSaved !== saved) {
    setShownSaved(saved);
    setText(parseExcludedEmails(saved).join('\n'));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = listProblem(text);
    setError(problem);
    if (problem) return;
    update.mutate(
      { key: PARACHUTE_EXCLUDED_EMAILS_KEY, value: JSON.stringify(linesOf(text)) },
      {
        onSuccess: () => toast({ title: 'Parachute exclusions saved', variant: 'success' }),
        onError: (err) => toast({ title: FAILED, description: getErrorMessage(err), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-3" data-testid="parachute-exclusions-form">
      <TextArea
        label="E-mails that never get a teaser"
        hint={`One e-mail per line, at most ${PARACHUTE_EXCLUDED_EMAILS_MAX}. Only admins can see this list.`}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
        spellCheck={false}
        data-testid="parachute-exclusions-input"
      />
      <Button type="submit" busy={update.isPending} className="sm:w-fit" data-testid="parachute-exclusions-save">
        {update.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

/** The community gallery page on or off (`gallery_enabled`). */
function GalleryToggle() {
  const query = useSiteConfig('gallery_enabled');
  const update = useUpdateSiteConfig();
  if (query.isPending || query.isError) return null;
  const enabled = query.data.value === 'true';
  return (
    <div className="flex flex-col gap-1 border-t border-line pt-4">
      <CheckboxField
        name="gallery_enabled"
        checked={enabled}
        onChange={(checked) =>
          update.mutate(
            { key: 'gallery_enabled', value: String(checked) },
            {
              onError: (err) => toast({ title: FAILED, description: getErrorMessage(err), variant: 'destructive' }),
            },
          )
        }
      >
        Community gallery page
      </CheckboxField>
      <p className="text-sm text-ink-soft">
        {enabled ? 'Shoppers see the Gallery page; artworks appear there once approved below.' : 'The Gallery page and its menu entry are hidden.'}
      </p>
    </div>
  );
}

/** Admin settings: who never gets the parachute teasers, and the gallery switch. */
export function ParachuteExclusionsPanel() {
  const query = useSiteConfig(PARACHUTE_EXCLUDED_EMAILS_KEY);
  return (
    <Card className="flex flex-col gap-4" data-testid="parachute-exclusions-panel">
      <CardTitle>Parachute teasers</CardTitle>
      <p className="text-ink-soft">The daily-deals and giveaway teasers never drop for these e-mails.</p>
      {query.isPending && <LoadingBlock label="Loading the excluded e-mails..." />}
      {query.isError && (
        <ErrorState
          message={getErrorMessage(query.error, 'Could not load the excluded e-mails.')}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess && <ExclusionsForm saved={query.data.value} />}
      <GalleryToggle />
    </Card>
  );
}
