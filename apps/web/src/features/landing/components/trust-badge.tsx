import { TRUST_BADGE } from '@/config/constants';

export function TrustBadge() {
  return (
    <ul
      aria-label="Why shoppers trust us"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-2xl border border-line bg-white/80 px-4 py-3 text-sm text-ink"
    >
      <li className="flex items-center gap-1 font-semibold">
        <span aria-hidden="true" className="text-ochre">
          ★★★★★
        </span>
        {TRUST_BADGE.rating} rating
      </li>
      <li className="font-semibold">{TRUST_BADGE.sales} sales</li>
      <li className="flex items-center gap-1">
        <svg viewBox="0 0 20 20" className="size-4 text-sage" aria-hidden="true">
          <path fill="currentColor" d="M10 1.5 3 4.5v5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9v-5zm-1 11.6L5.8 9.9l1.4-1.4L9 10.3l3.8-3.8 1.4 1.4z" />
        </svg>
        {TRUST_BADGE.seller}
      </li>
    </ul>
  );
}
