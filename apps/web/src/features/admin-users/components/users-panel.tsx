import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import type { ReportedUser } from '@shop/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { QueryStates } from '@/components/ui/query-states';
import { countOf } from '@/lib/format-figures';
import { relativeTime } from '@/lib/relative-time';
import { formatDateTime, formatMoney } from '@/lib/format';
import { USERS_SHOWN, useAdminUsers } from '../api/users';
import { UserDetails } from './user-details';

const SEARCH_DELAY_MS = 300;

/** The search as typed, once typing pauses: one request per pause, not per key. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function UserRow({ user, open, onToggle }: { user: ReportedUser; open: boolean; onToggle: () => void }) {
  const detailsId = `user-details-${user.id}`;
  return (
    <li className="overflow-hidden rounded-xl border border-line bg-white" data-testid="user-row">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={onToggle}
        className="flex w-full flex-col gap-1.5 px-3 py-3 text-left text-sm hover:bg-paper focus-ring"
      >
        <span className="flex w-full items-baseline justify-between gap-3">
          <span className="min-w-0 font-semibold break-all text-ink">{user.email}</span>
          <span className="shrink-0 text-xs font-medium text-madder-deep">{open ? 'Close' : 'Open'}</span>
        </span>
        <span className="grid w-full grid-cols-2 gap-x-4 gap-y-0.5 text-xs text-ink-soft sm:grid-cols-5">
          <span>Joined {formatDateTime(user.createdAt)}</span>
          <span>{countOf(user.pageViews, 'page view')}</span>
          <span>{countOf(user.totalOrders, 'order')}</span>
          <span>{formatMoney(user.totalPurchases)} purchases</span>
          <span>{user.lastActivityDate ? `Active ${relativeTime(user.lastActivityDate)}` : 'No activity yet'}</span>
        </span>
        {(user.shippingCity || user.subscriptionPlan) && (
          <span className="flex w-full flex-wrap gap-x-4 gap-y-0.5 text-xs text-ink-soft" data-testid="user-shipping-subscription">
            {user.shippingCity && <span>Ships to {[user.shippingAddress, user.shippingCity, user.shippingState].filter(Boolean).join(', ')}</span>}
            {user.subscriptionPlan && (
              <span>
                {user.subscriptionPlan}
                {user.subscriptionStartDate && ` from ${formatDateTime(user.subscriptionStartDate)}`}
                {user.subscriptionEndDate && ` to ${formatDateTime(user.subscriptionEndDate)}`}
              </span>
            )}
          </span>
        )}
      </button>
      <div id={detailsId}>{open && <UserDetails id={user.id} />}</div>
    </li>
  );
}

/** The Users tab (docs/product/back-office.md "Users panel"): search, the list, a shopper opened to her details. */
export function UsersPanel() {
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const settled = useSettled(search.trim());
  const users = useAdminUsers(settled);

  return (
    <Card className="flex flex-col gap-4" data-testid="users-panel">
      <CardTitle>Users</CardTitle>
      <Input
        label="Search users"
        type="search"
        placeholder="E-mail or name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="sm:max-w-sm"
      />
      <div className={clsx(users.isPlaceholderData && 'opacity-60')} aria-busy={users.isFetching || undefined}>
        <QueryStates query={users} noun="users" emptyText={settled ? 'No users match this search.' : 'No users yet.'}>
          {(list) => (
            <>
              <p className="mb-2 text-sm text-ink-soft" data-testid="users-count">
                {list.length === USERS_SHOWN
                  ? `The newest ${USERS_SHOWN} users; search to find others.`
                  : `${list.length} user${list.length === 1 ? '' : 's'}`}
              </p>
              <ul className="flex flex-col gap-2" aria-label="Users">
                {list.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    open={openId === user.id}
                    onToggle={() => setOpenId((current) => (current === user.id ? null : user.id))}
                  />
                ))}
              </ul>
            </>
          )}
        </QueryStates>
      </div>
    </Card>
  );
}
