import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { creditQueries } from '@/lib/credits';
import { formatMoney } from '@/lib/format';
import { updateCartDetails } from '../utils/cart-details-store';

type StoreCreditOptionProps = {
  email: string | null;
  /** The server session is verified (store credit is value: docs/rules.md §4). */
  verified: boolean | undefined;
  checked: boolean;
};

/**
 * 'Use store credit ($X available)' (docs/rules.md §3 step 7): for a verified shopper with store credit to spend. The
 * quote then shows how much the checkout would use. An unverified session is told to verify first: it cannot know.
 */
export function StoreCreditOption({ email, verified, checked }: StoreCreditOptionProps) {
  const balance = useQuery({ ...creditQueries.storeCredit(email ?? ''), enabled: Boolean(email) && verified === true });
  const available = balance.data?.available ?? 0;

  // Nothing left to spend (used up, or expired meanwhile): the box goes, and so does the choice.
  useEffect(() => {
    if (checked && balance.isSuccess && available <= 0) updateCartDetails({ useStoreCredit: false });
  }, [checked, balance.isSuccess, available]);

  if (!email) return null;
  if (verified === false) {
    return (
      <p data-testid="cart-store-credit-verify" className="text-sm text-ink-soft">
        Have store credit? Verify your e-mail to use it here.
      </p>
    );
  }
  if (available <= 0) return null;
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-xl border border-sage/40 bg-sage-wash px-3 text-ink">
      <input
        type="checkbox"
        data-testid="cart-use-store-credit"
        checked={checked}
        onChange={(event) => updateCartDetails({ useStoreCredit: event.target.checked })}
        className="size-5 accent-sage focus-ring"
      />
      <span>
        Use store credit (<span data-testid="cart-store-credit-available">{formatMoney(available)}</span> available)
      </span>
    </label>
  );
}
