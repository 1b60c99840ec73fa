import { useRef, useState } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteCoupon } from '../api/delete-coupon';
import type { Coupon } from '../types';
import { CouponForm } from './coupon-form';
import { CouponList } from './coupon-list';

/** The admin's coupons tab (admin.md §2.3 "Coupons" panel): create, list, edit and delete. */
export function CouponsPanel() {
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const remove = useDeleteCoupon();

  function edit(coupon: Coupon) {
    setEditing(coupon);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  /** Deleting a coupon asks first: it cannot be undone. */
  function confirmDelete() {
    const coupon = deleting;
    if (!coupon) return;
    remove.mutate(coupon.id, {
      onSuccess: () => {
        toast({ title: 'Coupon deleted', description: coupon.code, variant: 'success' });
        if (editing?.id === coupon.id) setEditing(null);
        setDeleting(null);
      },
      onError: (error) => toast({ title: 'Failed to delete coupon', description: getErrorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <div className="flex flex-col gap-6" data-testid="coupons-panel">
      <Card className="flex flex-col gap-4">
        <div ref={formRef}>
          <CardTitle>Coupons</CardTitle>
          <p className="mt-1 text-sm text-ink-soft">
            A coupon takes a percentage or a fixed amount off the cart subtotal. Its use is counted when the order is
            paid; a single-use coupon can be held by one order at a time.
          </p>
        </div>
        {/* A new key starts the form afresh for each coupon edited, and for create mode. */}
        <CouponForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Existing Coupons</CardTitle>
        <CouponList editingId={editing?.id ?? null} onEdit={edit} onDelete={setDeleting} />
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        testId="delete-coupon-dialog"
        title="Delete coupon?"
        description={<>Are you sure? This will permanently delete the coupon {deleting?.code} and cannot be undone.</>}
      />
    </div>
  );
}
