import { clsx } from 'clsx';
import type { Coupon } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { discountText, expiryText, isExpired, minimumText, usageText } from '../utils/describe';

function Badge({ tone, children }: { tone: 'good' | 'muted' | 'accent' | 'warn'; children: string }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone === 'good' && 'bg-sage-wash text-sage',
        tone === 'muted' && 'bg-paper-deep text-ink-soft',
        tone === 'accent' && 'bg-madder/10 text-madder',
        tone === 'warn' && 'bg-red-50 text-red-800',
      )}
    >
      {children}
    </span>
  );
}

type CouponRowProps = {
  coupon: Coupon;
  editing: boolean;
  onEdit: (coupon: Coupon) => void;
  onDeleted: (coupon: Coupon) => void;
};

/** One coupon. Delete acts on the first click (docs/product/back-office.md §5 asks for no confirmation here); the button spins meanwhile. */
function CouponRow({ coupon, editing, onEdit, onDeleted }: CouponRowProps) {
  const remove = useDeleteCoupon();

  /** Awaited rather than mutate callbacks: the row leaves the list (unmounts) once the coupon is gone. */
  async function deleteCoupon() {
    try {
      await remove.mutateAsync(coupon.id);
    } catch (error) {
      toast({ title: 'Failed to delete coupon', description: getErrorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Success', description: `Coupon deleted: ${coupon.code}`, variant: 'success' });
    onDeleted(coupon);
  }

  return (
    <li
      data-testid="coupon-row"
      className={clsx(
        'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between',
        editing ? 'border-madder bg-paper' : 'border-line bg-white',
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-mono font-semibold break-all text-ink">{coupon.code}</h4>
          <Badge tone="accent">{discountText(coupon)}</Badge>
          <Badge tone={coupon.isActive ? 'good' : 'muted'}>{coupon.isActive ? 'Active' : 'Inactive'}</Badge>
          {isExpired(coupon) && <Badge tone="warn">Expired</Badge>}
          {coupon.isSingleUse && <Badge tone="muted">Single use</Badge>}
        </div>
        {coupon.name !== coupon.code && <p className="break-words text-ink">{coupon.name}</p>}
        <p className="text-sm text-ink-soft">
          {minimumText(coupon)} · {expiryText(coupon)} · {usageText(coupon)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" onClick={() => onEdit(coupon)} disabled={remove.isPending} aria-label={`Edit ${coupon.code}`}>
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void deleteCoupon()}
          busy={remove.isPending}
          aria-label={`Delete ${coupon.code}`}
          className="text-red-700"
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

type CouponListProps = {
  editingId: string | null;
  onEdit: (coupon: Coupon) => void;
  onDeleted: (coupon: Coupon) => void;
};

/** Every coupon, newest first: code, name, discount, single use, minimum, expiry, active and usage count. */
export function CouponList({ editingId, onEdit, onDeleted }: CouponListProps) {
  const query = useCoupons();

  if (query.isPending) return <LoadingBlock label="Loading coupons..." />;
  if (query.isError) {
    return (
      <ErrorState
        title="Failed to fetch coupons"
        message={getErrorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft">No coupons created yet</p>;
  }

  return (
    <ul className="flex flex-col gap-3" data-testid="coupon-list">
      {query.data.map((coupon) => (
        <CouponRow key={coupon.id} coupon={coupon} editing={coupon.id === editingId} onEdit={onEdit} onDeleted={onDeleted} />
      ))}
    </ul>
  );
}
