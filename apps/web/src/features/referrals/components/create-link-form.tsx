import { useState, type FormEvent } from 'react';
import { REFERRAL_LINK_NAME_MAX_LENGTH, type PublicCoupon } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';
import { useCreateReferralLink } from '../api/referrals';

/** A coupon as the form lists it: its code with percent or dollars off. */
export function couponLabel(coupon: Pick<PublicCoupon, 'code' | 'discountType' | 'discountValue'>): string {
  return `${coupon.code} (${coupon.discountType === 'percentage' ? `${coupon.discountValue}%` : formatMoney(coupon.discountValue)} off)`;
}

type CreateLinkFormProps = {
  email: string;
  coupons: PublicCoupon[];
  /** How a missing name and a failure are told (the screen and the modal word them differently). */
  onNameMissing: () => void;
  onCreated: () => void;
  onFailed: (failure: unknown) => void;
  testId: string;
};

/** Link Name and an optional coupon from the active ones (docs/product/engagement.md "Refer"). */
export function CreateLinkForm({ email, coupons, onNameMissing, onCreated, onFailed, testId }: CreateLinkFormProps) {
  const create = useCreateReferralLink();
  const [name, setName] = useState('');
  const [couponCode, setCouponCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      onNameMissing();
      return;
    }
    create.mutate(
      { userEmail: email, name: trimmed, couponCode: couponCode || undefined },
      {
        onSuccess: () => {
          setName('');
          setCouponCode('');
          onCreated();
        },
        onError: onFailed,
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid={testId} className="flex flex-col gap-3">
      <Input
        label="Link Name"
        placeholder="e.g. Instagram bio"
        maxLength={REFERRAL_LINK_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        data-testid={`${testId}-name`}
      />
      <Select
        label="Coupon (optional)"
        value={couponCode}
        onChange={(event) => setCouponCode(event.target.value)}
        placeholder="No Coupon"
        options={coupons.map((coupon) => ({ value: coupon.code, label: couponLabel(coupon) }))}
        data-testid={`${testId}-coupon`}
      />
      <Button type="submit" className="self-start" busy={create.isPending} data-testid={`${testId}-submit`}>
        Create Link
      </Button>
    </form>
  );
}
