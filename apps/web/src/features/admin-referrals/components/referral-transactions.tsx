import { clsx } from 'clsx';
import { REFERRAL_TRANSACTIONS_PAGE_MAX, type ReferralTransactionView } from '@shop/contracts';
import { QueryStates } from '@/components/ui/query-states';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useAllReferralTransactions } from '../api/referral-oversight';
import { personLabel } from '../utils/person';

/** approved is green, any other status yellow (docs/product/back-office.md §4 "Referral transaction status"). */
function StatusBadge({ status }: { status: string }) {
  const approved = status === 'approved';
  return (
    <span
      data-testid="referral-transaction-status"
      className={clsx(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        approved ? 'bg-green-100 text-green-800' : 'bg-yellow-100 text-yellow-900',
      )}
    >
      {status}
    </span>
  );
}

function TransactionRow({ transaction }: { transaction: ReferralTransactionView }) {
  return (
    <li data-testid="referral-transaction" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink tabular-nums">
          {formatMoney(transaction.commissionAmount)} <span className="text-sm font-normal text-ink-soft">at {transaction.commissionRate}%</span>
        </p>
        <StatusBadge status={transaction.status} />
      </div>
      <p className="text-sm break-all text-ink">{personLabel(transaction.referrerName, transaction.referrerEmail)}</p>
      <p className="text-sm text-ink-soft">
        Referred <span className="break-all">{transaction.referredEmail}</span> · {transaction.orderType} order of{' '}
        {formatMoney(transaction.orderAmount)}
      </p>
      <p className="text-xs text-ink-soft">
        Link “{transaction.linkName}” ({transaction.linkCode}) · {formatDateTime(transaction.transactionCreatedAt)}
      </p>
    </li>
  );
}

/** The Transactions sub-tab: each paid order a link brought, its commission and the rate it kept. */
export function ReferralTransactions() {
  const query = useAllReferralTransactions();
  return (
    <QueryStates query={query} noun="referral transactions" emptyText="No referral transactions yet.">
      {(transactions) => (
        <div className="flex flex-col gap-2">
          {transactions.length >= REFERRAL_TRANSACTIONS_PAGE_MAX && (
            <p className="text-sm text-ink-soft">The newest {REFERRAL_TRANSACTIONS_PAGE_MAX} transactions are shown.</p>
          )}
          <ul className="flex flex-col gap-3" data-testid="referral-transactions">
            {transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        </div>
      )}
    </QueryStates>
  );
}
