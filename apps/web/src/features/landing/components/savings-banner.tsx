import { MINIMUM_DISCOUNT_PERCENT } from '@/config/constants';

/** The promotional banner of the landing and shop pages: the platform-fee savings as a minimum discount. */
export function SavingsBanner() {
  return (
    <p data-testid="savings-banner" className="rounded-2xl bg-madder px-4 py-3 text-center text-white shadow-sm">
      <strong className="font-semibold">Minimum {MINIMUM_DISCOUNT_PERCENT}% discount</strong>: save at least {MINIMUM_DISCOUNT_PERCENT}% by buying
      direct — no marketplace platform fees passed on to you.
    </p>
  );
}
