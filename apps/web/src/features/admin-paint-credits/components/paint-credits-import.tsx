import { useState } from 'react';
import { PAINT_CREDIT_EXPIRY_DAYS, PAINT_CREDIT_PER_PAN_CENTS, parsePaintCreditLines, type PaintCreditImportRow } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { TextArea } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { formatMoney } from '@/lib/format';
import { useImportPaintCredits } from '../api/paint-credits';
import { importOutcome } from '../utils/import-summary';
import { ImportPreview } from './import-preview';
import { PaintCreditStats } from './paint-credit-stats';

const EXAMPLE = 'jane@example.com, Jane, 24, 3\nsam@example.com, Sam, 12';

/** The lines read the way the server will read them; the first bad line is the 'Parse Error'. */
function parseOrComplain(text: string): PaintCreditImportRow[] | null {
  const { rows, errors } = parsePaintCreditLines(text);
  if (errors.length) {
    toast({ title: 'Parse Error', description: errors[0].message, variant: 'destructive' });
    return null;
  }
  if (!rows.length) {
    toast({ title: 'Parse Error', description: 'Enter at least one customer: email, first name, pan count.', variant: 'destructive' });
    return null;
  }
  return rows;
}

function HeaderFacts() {
  const facts = [
    `${formatMoney(PAINT_CREDIT_PER_PAN_CENTS / 100)} per pan`,
    `Credits expire after ${PAINT_CREDIT_EXPIRY_DAYS} days`,
    'Customers pay shipping when they use them',
  ];
  return (
    <ul className="flex flex-wrap gap-2" data-testid="paint-credit-facts">
      {facts.map((fact) => (
        <li key={fact} className="rounded-full bg-sage-wash px-3 py-1 text-sm font-medium text-sage">
          {fact}
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/paint-credits (docs/product/back-office.md §2.8): a one-time store-credit grant for past paint customers.
 * The preview runs in the browser; the import asks the server, which skips customers an earlier import already granted.
 */
export function PaintCreditsImport() {
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<PaintCreditImportRow[] | null>(null);
  const importCredits = useImportPaintCredits();

  function handlePreview() {
    setPreview(parseOrComplain(text));
  }

  function handleImport() {
    const rows = parseOrComplain(text);
    if (!rows) return;
    importCredits.mutate(rows, {
      onSuccess: (answer) => {
        toast({ title: 'Import Complete', description: importOutcome(answer), variant: 'success' });
        setText('');
        setPreview(null);
      },
      onError: () => toast({ title: 'Import Failed', description: 'There was an error importing customer credits.', variant: 'destructive' }),
    });
  }

  return (
    <div className="flex flex-col gap-5" data-testid="paint-credits-import">
      <Card className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <CardTitle>Past paint customers</CardTitle>
          <p className="text-sm text-ink-soft">Store credit for customers who bought paint before the shop opened here, usable on items only.</p>
          <HeaderFacts />
        </div>
        <PaintCreditStats />
      </Card>
      <Card className="flex flex-col gap-4">
        <TextArea
          label="Customers, one per line"
          name="customers"
          rows={8}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPreview(null);
          }}
          placeholder={EXAMPLE}
          hint="email, first name, pan count[, order count]. The order count defaults to 1; a pan count that is not a number counts as 0."
          spellCheck={false}
          autoCapitalize="off"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={handlePreview} disabled={!text.trim()}>
            Preview Import
          </Button>
          <Button onClick={handleImport} busy={importCredits.isPending} disabled={!text.trim()}>
            Import Customers
          </Button>
        </div>
        {preview && <ImportPreview rows={preview} />}
      </Card>
    </div>
  );
}
