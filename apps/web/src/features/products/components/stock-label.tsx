import { clsx } from 'clsx';
import { stockLabel } from '@shop/contracts';

type StockLabelProps = { left: number | null; testId: string; className?: string };

/** 'Sold out' or 'Only N left' in the daily deals' red (deal-stock.tsx); nothing when plenty is left or it is not counted. */
export function StockLabel({ left, testId, className }: StockLabelProps) {
  const label = stockLabel(left);
  if (!label) return null;
  return (
    <span data-testid={testId} className={clsx('font-semibold text-red-700', className)}>
      {label}
    </span>
  );
}
