import { useState } from 'react';
import type { EmailExport } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast/use-toast';
import { QuerySection } from '@/components/ui/query-section';
import { StatCards } from '@/components/ui/stat-cards';
import { formatCount } from '@/lib/format-figures';
import { copyText } from '@/lib/copy-text';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { downloadEmailCsv, useEmailExport } from '../api/exports';
import { emailListText, RECENT_EMAILS_SHOWN } from '../utils/export-text';
import { useCopied } from '../utils/use-copied';

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function EmailFigures({ data }: { data: EmailExport }) {
  const [copied, setCopied] = useCopied<'list'>();
  const [downloading, setDownloading] = useState(false);
  const recent = data.emailList.slice(0, RECENT_EMAILS_SHOWN);
  const more = data.emailList.length - recent.length;

  async function copyList() {
    if (await copyText(emailListText(data.emailList))) {
      setCopied('list');
      toast({ title: 'Email List Copied', description: `${data.emailList.length} e-mail addresses are on the clipboard.`, variant: 'success' });
    } else {
      toast({ title: 'Could not copy', description: 'The browser refused the clipboard. Export the CSV instead.', variant: 'destructive' });
    }
  }

  async function exportCsv() {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadEmailCsv();
      saveFile(blob, fileName);
    } catch (error) {
      toast({ title: 'Export failed', description: getErrorMessage(error), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <StatCards
        label="E-mail counts"
        className="lg:grid-cols-3"
        figures={[
          { label: 'Unique e-mails', value: formatCount(data.totalUniqueEmails), testId: 'emails-unique' },
          { label: 'From registrations', value: formatCount(data.summary.userRegistrations), testId: 'emails-registrations' },
          { label: 'From giveaway entries', value: formatCount(data.summary.giveawayEntries), testId: 'emails-giveaways' },
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={copyList} disabled={data.emailList.length === 0}>
          {copied === 'list' ? 'Copied!' : 'Copy List'}
        </Button>
        <Button variant="secondary" onClick={exportCsv} busy={downloading} disabled={data.emailList.length === 0}>
          Export CSV
        </Button>
      </div>
      <section aria-labelledby="recent-emails" className="flex flex-col gap-2">
        <h3 id="recent-emails" className="font-display text-lg font-semibold text-ink">
          Recent additions
        </h3>
        {recent.length === 0 ? (
          <p className="rounded-xl bg-paper-deep p-4 text-center text-sm text-ink-soft">No e-mail addresses yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-paper text-sm" data-testid="recent-emails">
            {recent.map((entry) => (
              <li key={entry.email} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
                <span className="min-w-0 font-medium break-all text-ink">{entry.email}</span>
                <span className="shrink-0 text-xs text-ink-soft">
                  {entry.activity} · first seen {formatDateTime(entry.firstSeen)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {more > 0 && (
          <p className="text-sm text-ink-soft" data-testid="emails-more">
            and {formatCount(more)} more
          </p>
        )}
      </section>
    </div>
  );
}

/** The Emails tab (docs/product/back-office.md "Email Campaign Export"). */
export function EmailExportPanel() {
  const emails = useEmailExport();
  return (
    <Card className="flex flex-col gap-4" data-testid="email-export-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Email Campaign Export</CardTitle>
        <Button variant="secondary" size="sm" onClick={() => emails.refetch()} busy={emails.isFetching && !emails.isPending}>
          Refresh
        </Button>
      </div>
      <p className="text-sm text-ink-soft">Every unique e-mail from shop registrations and giveaway entries, for your campaigns.</p>
      <QuerySection query={emails} noun="the e-mail list">
        {(data) => <EmailFigures data={data} />}
      </QuerySection>
    </Card>
  );
}
