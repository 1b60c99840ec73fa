import { clsx } from 'clsx';
import type { AuditEntry } from '@shop/contracts';
import { formatDateTime } from '@/lib/format';

function statusClass(status: number | null) {
  if (status === null) return 'bg-line text-ink-soft';
  if (status >= 500) return 'bg-red-100 text-red-800';
  if (status >= 400) return 'bg-amber-100 text-amber-900';
  return 'bg-sage-wash text-ink';
}

const cell = 'px-3 py-2 align-top';

export function AuditLogTable({ items }: { items: AuditEntry[] }) {
  return (
    // Focusable, so a keyboard can scroll the wide table on a phone.
    <div className="-mx-5 overflow-x-auto sm:mx-0" tabIndex={0} role="region" aria-label="Audit log">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">Administrator actions, newest first</caption>
        <thead className="border-b border-line text-ink-soft">
          <tr>
            {['When', 'Admin', 'Action', 'Target', 'Status', 'IP'].map((heading) => (
              <th key={heading} scope="col" className={clsx(cell, 'font-medium')}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((entry) => (
            <tr key={entry.id}>
              <td className={clsx(cell, 'whitespace-nowrap')}>{formatDateTime(entry.createdAt)}</td>
              <td className={cell}>{entry.adminEmail}</td>
              <td className={clsx(cell, 'font-mono text-xs break-all')}>
                <span className="font-semibold">{entry.method}</span> {entry.path}
              </td>
              <td className={clsx(cell, 'break-all')}>{entry.target || '—'}</td>
              <td className={cell}>
                <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', statusClass(entry.statusCode))}>
                  {entry.statusCode ?? 'attempted'}
                </span>
              </td>
              <td className={clsx(cell, 'font-mono text-xs')}>{entry.ip || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
