import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts';
import { Select } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { DateField, OrderFilters } from '../utils/order-filters';
import { OrderSearchField } from './order-search-field';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: status[0].toUpperCase() + status.slice(1) })),
];

type OrdersFilterBarProps = {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
  /** A message next to a date input: the browser's own check of the range, or the server's 400 naming the field. */
  dateErrors: Partial<Record<DateField, string>>;
  /** Changes when the search is cleared from outside the field, which then starts afresh. */
  searchKey: number;
};

/** Search, status and the days placed; they wrap onto more lines as the screen narrows (docs/rules.md §6 "Finding an order"). */
export function OrdersFilterBar({ filters, onChange, dateErrors, searchKey }: OrdersFilterBarProps) {
  return (
    <div className="flex flex-wrap items-start gap-3" data-testid="order-filters">
      <OrderSearchField key={searchKey} value={filters.q} onSearch={(q) => onChange({ q })} className="min-w-0 flex-[2_1_18rem]" />
      <Select
        label="Status"
        className="min-w-0 flex-[1_1_10rem]"
        options={STATUS_OPTIONS}
        value={filters.status ?? ALL}
        onChange={(event) => onChange({ status: event.target.value === ALL ? null : (event.target.value as OrderStatus) })}
        data-testid="order-status-filter"
      />
      <fieldset className="flex min-w-0 flex-[2_1_18rem] flex-col gap-1.5">
        <legend className="sr-only">Days placed (UTC)</legend>
        <div className="flex gap-3">
          <Input
            label="From"
            type="date"
            name="from"
            className="min-w-0 flex-1"
            value={filters.from}
            error={dateErrors.from}
            onChange={(event) => onChange({ from: event.target.value })}
            data-testid="order-from"
          />
          <Input
            label="To"
            type="date"
            name="to"
            className="min-w-0 flex-1"
            value={filters.to}
            error={dateErrors.to}
            onChange={(event) => onChange({ to: event.target.value })}
            data-testid="order-to"
          />
        </div>
        <p className="text-xs text-ink-soft">Whole days, in UTC.</p>
      </fieldset>
    </div>
  );
}
