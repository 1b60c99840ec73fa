import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { ORDER_SEARCH_DELAY_MS, ORDER_SEARCH_MAX_LENGTH } from '../constants';
import { normalizeSearch } from '../utils/order-filters';

type OrderSearchFieldProps = {
  /** The search in effect (from the address). */
  value: string;
  onSearch: (q: string) => void;
  className?: string;
};

/**
 * "Search orders": an order number (`1042` or `#1042`), or part of the e-mail or a name. Typing searches once it rests
 * for ORDER_SEARCH_DELAY_MS; Enter searches at once.
 */
export function OrderSearchField({ value, onSearch, className }: OrderSearchFieldProps) {
  const [text, setText] = useState(value);
  // What this field last searched for: a search in effect that differs came from elsewhere (Clear search, a link).
  const [sent, setSent] = useState(value);
  if (value !== sent) {
    setSent(value);
    if (normalizeSearch(text) !== value) setText(value);
  }

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function search(next: string) {
    window.clearTimeout(timer.current);
    const q = normalizeSearch(next);
    if (q === value) return;
    setSent(q);
    onSearch(q);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text);
  }

  return (
    <form role="search" aria-label="Order search" onSubmit={submit} className={className}>
      <Input
        label="Search orders"
        type="search"
        name="q"
        placeholder="Order number, e-mail or name"
        maxLength={ORDER_SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => search(next), ORDER_SEARCH_DELAY_MS);
        }}
        data-testid="order-search"
      />
    </form>
  );
}
