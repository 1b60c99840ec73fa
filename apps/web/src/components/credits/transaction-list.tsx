import { clsx } from 'clsx';
import type { CreditTransactionView } from '@shop/contracts';
import { formatDateTime, formatMoney } from '@/lib/format';

type TransactionListProps = {
  transactions: CreditTransactionView[];
  /** /credits names each row by its description and shows the purchase amount; /referrals by earned/spent and source. */
  variant: 'credits' | 'referrals';
  testId: string;
};

const signed = (amount: number) => (amount > 0 ? `+${amount}` : `${amount}`);

/** A credit ledger, newest first as the server sends it (docs/product/engagement.md "Your Credits", "Referrals screen"). */
export function TransactionList({ transactions, variant, testId }: TransactionListProps) {
  return (
    <ul data-testid={testId} className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white">
      {transactions.map((row) => {
        const earned = row.type === 'earned';
        return (
          <li key={row.id} data-testid={`${testId}-row`} className="flex items-start justify-between gap-3 p-4">
            <div className="min-w-0">
              {variant === 'credits' ? (
                <p className="font-medium break-words text-ink">{row.description}</p>
              ) : (
                <p className="text-ink">
                  <span
                    className={clsx(
                      'mr-2 rounded-full px-2 py-0.5 text-xs font-semibold',
                      earned ? 'bg-sage-wash text-ink' : 'bg-paper-deep text-ink',
                    )}
                  >
                    {earned ? 'Earned' : 'Spent'}
                  </span>
                  <span className="break-words">{row.sourceDetails || row.source}</span>
                </p>
              )}
              <p className="mt-1 text-sm text-ink-soft">
                {formatDateTime(row.createdAt)}
                {variant === 'credits' && row.orderAmount !== null && <> · Purchase {formatMoney(row.orderAmount)}</>}
              </p>
            </div>
            <p
              data-testid={`${testId}-amount`}
              className={clsx('shrink-0 text-lg font-semibold tabular-nums', earned ? 'text-sage' : 'text-madder-deep')}
            >
              {signed(row.amount)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
