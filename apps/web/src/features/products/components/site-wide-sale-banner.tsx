import { useQueryClient } from '@tanstack/react-query';
import type { SiteWideSale } from '@shop/contracts';
import { useSiteWideSale } from '../api/get-site-wide-sale';
import { useCountdown } from '../hooks/use-countdown';

function Banner({ sale }: { sale: SiteWideSale }) {
  const queryClient = useQueryClient();
  const countdown = useCountdown(sale.endTime, () => {
    // Prices drop back when the sale ends: fetch them again, and the next sale if there is one.
    void queryClient.invalidateQueries({ queryKey: ['products'] });
    void queryClient.invalidateQueries({ queryKey: ['site-wide-sales'] });
  });
  if (countdown.status === 'hidden') return null;

  return (
    <section
      data-testid="site-wide-sale-banner"
      aria-label="Site-wide sale"
      className="flex flex-col gap-1 rounded-2xl bg-madder px-4 py-3 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-semibold">
        {sale.title} — {sale.discountPercentage}% off everything
      </p>
      <p className="text-sm font-medium tabular-nums" aria-live="off">
        {countdown.status === 'ended' ? 'Sale Ended' : `Ends in ${countdown.text}`}
      </p>
    </section>
  );
}

/** The running site-wide sale and its countdown; nothing when there is none (or it cannot be read). */
export function SiteWideSaleBanner() {
  const query = useSiteWideSale();
  if (!query.data) return null;
  return <Banner key={query.data.endTime} sale={query.data} />;
}
