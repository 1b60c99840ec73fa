import { MINIMUM_DISCOUNT_PERCENT } from '@/config/constants';

export function SavingsBanner() {
  return (
    <p className="rounded-2xl bg-madder px-4 py-3 text-center text-white shadow-sm">
      <strong className="font-semibold">Save at least {MINIMUM_DISCOUNT_PERCENT}%</strong> by buying direct —
      no marketplace platform fees passed on to you.
    </p>
  );
}
