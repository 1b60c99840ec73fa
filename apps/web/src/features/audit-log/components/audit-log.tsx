import { useState } from 'react';
import type { AuditLogPage } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { AUDIT_LOG_PAGE_SIZE } from '@/config/constants';
import { getErrorMessage } from '@/lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLogFilters, type AuditLogFilterValues } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

type PagerProps = { page: AuditLogPage; offset: number; onOffset: (offset: number) => void };

function Pager({ page, offset, onOffset }: PagerProps) {
  const last = Math.min(offset + page.items.length, page.total);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft">
      <p>
        Showing {offset + 1}–{last} of {page.total}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - AUDIT_LOG_PAGE_SIZE))}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={last >= page.total} onClick={() => onOffset(offset + AUDIT_LOG_PAGE_SIZE)}>
          Next
        </Button>
      </div>
    </div>
  );
}

/** Who changed what, and when (docs/rules.md §4): every administrator write, filterable. */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditLogFilterValues>({ adminEmail: '', action: '' });
  const [offset, setOffset] = useState(0);
  const query = useAuditLog({ limit: AUDIT_LOG_PAGE_SIZE, offset, ...filters });
  const filtered = Boolean(filters.adminEmail || filters.action);

  function body() {
    if (query.isPending) return <LoadingBlock label="Loading the audit log..." />;
    if (query.isError) {
      return (
        <ErrorState
          title="Could not load the audit log"
          message={getErrorMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (query.data.items.length === 0) {
      return (
        <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft">
          {filtered ? 'No admin actions match these filters.' : 'No admin actions recorded yet.'}
        </p>
      );
    }
    return (
      <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <AuditLogTable items={query.data.items} />
        <div className="mt-3">
          <Pager page={query.data} offset={offset} onOffset={setOffset} />
        </div>
      </div>
    );
  }

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Audit log</CardTitle>
          <p className="mt-1 text-sm text-ink-soft">
            Every administrator change: who made it, when, which call, its target and the caller's address.
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => query.refetch()} busy={query.isFetching && !query.isPending}>
          Refresh
        </Button>
      </div>
      <AuditLogFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setOffset(0);
        }}
      />
      {body()}
    </Card>
  );
}
