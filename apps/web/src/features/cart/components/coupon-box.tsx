import type { FormEvent } from 'react';
import { COUPON_CODE_MAX_LENGTH, type CartQuoteView } from '@shop/contracts';
import { roundToCent } from '@shop/pricing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useValidateCoupon } from '../api/validate-coupon';
import type { AppliedCoupon } from '../types';
import { updateCartDetails } from '../utils/cart-details-store';

type CouponBoxProps = {
  input: string;
  applied: AppliedCoupon | null;
  /** The coupon as the latest quote judged it (it may stop applying as the cart changes). */
  quoted: CartQuoteView['coupon'];
  /** The cart subtotal the coupon is judged against. */
  subtotal: number;
};

/** The coupon box (docs/product/shopper.md §5, §8): validate, apply, remove. */
export function CouponBox({ input, applied, quoted, subtotal }: CouponBoxProps) {
  const validate = useValidateCoupon();

  function apply(event: FormEvent) {
    event.preventDefault();
    const code = input.trim().toUpperCase();
    if (!code) {
      toast({ title: 'Invalid Input', description: 'Please enter a coupon code', variant: 'destructive' });
      return;
    }
    validate.mutate(
      { code, orderTotal: roundToCent(subtotal) },
      {
        onSuccess: (result) => {
          if (result.valid && result.coupon) {
            updateCartDetails({ coupon: { code: result.coupon.code, name: result.coupon.name }, couponInput: '' });
            toast({
              title: 'Coupon Applied!',
              description: `${result.coupon.name}: you save ${formatMoney(result.savings ?? result.discountAmount)}`,
              variant: 'success',
            });
          } else {
            toast({ title: 'Invalid Coupon', description: result.error || 'This coupon is not valid', variant: 'destructive' });
          }
        },
        onError: (error) =>
          toast({ title: 'Coupon Error', description: getErrorMessage(error, 'Failed to validate coupon'), variant: 'destructive' }),
      },
    );
  }

  function remove() {
    updateCartDetails({ coupon: null });
    toast({ title: 'Coupon Removed', description: 'The coupon has been removed from your order' });
  }

  const noLongerApplies = applied && quoted && quoted.code === applied.code && !quoted.valid;

  return (
    <section className="flex flex-col gap-2" aria-label="Coupon">
      <form onSubmit={apply} className="flex items-end gap-2">
        <Input
          label="Coupon code"
          className="flex-1"
          data-testid="cart-coupon-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={COUPON_CODE_MAX_LENGTH}
          value={input}
          onChange={(event) => updateCartDetails({ couponInput: event.target.value.toUpperCase() })}
        />
        <Button type="submit" variant="secondary" data-testid="cart-coupon-apply" busy={validate.isPending}>
          Apply
        </Button>
      </form>
      {applied && (
        <div data-testid="cart-coupon-applied" className="flex items-center justify-between gap-3 rounded-xl bg-sage-wash px-3 py-2 text-sm">
          <span className="min-w-0 break-words text-ink">
            <strong>{applied.code}</strong>
            {applied.name && applied.name !== applied.code ? ` · ${applied.name}` : ''} applied
          </span>
          <Button variant="ghost" size="sm" onClick={remove} aria-label={`Remove coupon ${applied.code}`}>
            Remove
          </Button>
        </div>
      )}
      {noLongerApplies && (
        <p role="status" className="text-sm font-medium text-red-700">
          This coupon does not apply to your cart now{quoted.error ? `: ${quoted.error}` : '.'} It will not be used at checkout.
        </p>
      )}
    </section>
  );
}
