import { clsx } from 'clsx';
import { useId } from 'react';
import type { PaymentProviderName } from '@shop/contracts';
import { PAYMENT_PROVIDER_LABELS } from '../constants';
import { updateCartDetails } from '../utils/cart-details-store';

type PaymentProviderChoiceProps = {
  providers: readonly PaymentProviderName[];
  value: PaymentProviderName;
  disabled?: boolean;
};

/**
 * 'Pay with': the payment providers the shop offers, as a radio group (arrow keys move between them), the chosen one
 * highlighted. Shown only when there is a choice; the choice outlives the cart being closed and opened again.
 */
export function PaymentProviderChoice({ providers, value, disabled }: PaymentProviderChoiceProps) {
  const name = useId();
  const legendId = useId();
  return (
    <fieldset role="radiogroup" aria-labelledby={legendId} data-testid="cart-payment-provider" disabled={disabled} className="flex flex-col gap-1.5">
      <legend id={legendId} className="mb-1.5 text-sm font-semibold text-ink">
        Pay with
      </legend>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2">
        {providers.map((provider) => {
          const selected = provider === value;
          return (
            <label
              key={provider}
              data-selected={selected || undefined}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 px-2.5 py-1.5 text-sm leading-tight font-medium text-ink transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ultramarine',
                selected ? 'border-madder bg-madder/5' : 'border-line bg-white hover:border-madder/40',
              )}
            >
              <input
                type="radio"
                name={name}
                value={provider}
                checked={selected}
                onChange={() => updateCartDetails({ paymentProvider: provider })}
                className="size-4 shrink-0 accent-madder"
              />
              <span className="min-w-0">{PAYMENT_PROVIDER_LABELS[provider]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
