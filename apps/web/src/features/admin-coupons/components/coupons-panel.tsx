import { useRef, useState } from 'react';
import type { Coupon } from '@shop/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { CouponForm } from './coupon-form';
import { CouponList } from './coupon-list';

/** The admin's coupons tab (docs/product/back-office.md §2.3 "Coupons" panel): create, list, edit and delete. */
export function CouponsPanel() {
  const [editing, setEditing] = useState<Coupon | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  function edit(coupon: Coupon) {
    setEditing(coupon);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  /** A deleted coupon being edited leaves the form in create mode. */
  function deleted(coupon: Coupon) {
    setEditing((current) => (current?.id === coupon.id ? null : current));
  }

  return (
    <div className="flex flex-col gap-6" data-testid="coupons-panel">
      <Card className="flex flex-col gap-4">
        <div ref={formRef}>
          <CardTitle>Coupons</CardTitle>
          <p className="mt-1 text-sm text-ink-soft">
            A coupon takes a percentage or a fixed amount off the cart subtotal. Its use is counted when the order is paid; a single-use coupon can be
            held by one order at a time.
          </p>
        </div>
        {/* A new key starts the form afresh for each coupon edited, and for create mode. */}
        <CouponForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Existing Coupons</CardTitle>
        <CouponList editingId={editing?.id ?? null} onEdit={edit} onDeleted={deleted} />
      </Card>
    </div>
  );
}
