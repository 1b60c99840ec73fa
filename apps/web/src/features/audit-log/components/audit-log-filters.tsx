import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export type AuditLogFilterValues = { adminEmail: string; action: string };

type Props = {
  value: AuditLogFilterValues;
  onChange: (value: AuditLogFilterValues) => void;
};

export function AuditLogFilters({ value, onChange }: Props) {
  const [draft, setDraft] = useState(value);

  function apply(event: FormEvent) {
    event.preventDefault();
    onChange({ adminEmail: draft.adminEmail.trim(), action: draft.action.trim() });
  }

  function clear() {
    const empty = { adminEmail: '', action: '' };
    setDraft(empty);
    onChange(empty);
  }

  return (
    <form onSubmit={apply} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <Input
        label="Admin e-mail"
        type="search"
        placeholder="owner@example.com"
        value={draft.adminEmail}
        onChange={(event) => setDraft({ ...draft, adminEmail: event.target.value })}
      />
      <Input
        label="Action"
        type="search"
        placeholder="e.g. POST /api/products"
        value={draft.action}
        onChange={(event) => setDraft({ ...draft, action: event.target.value })}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        <Button type="button" variant="ghost" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
