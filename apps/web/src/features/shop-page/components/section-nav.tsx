import { useQuery } from '@tanstack/react-query';
import { dailyDealsQueryOptions } from '@/lib/daily-deals';
import { scrollToSection } from '@/lib/scroll-to-section';
import { SHOP_SECTION_IDS } from '@/lib/shop-sections';

type Jump = { id: string; label: string };

/**
 * The shop page header's buttons that scroll to its sections. A button shows only while its section is on the
 * page: Daily Deals while some deal runs (the section is absent otherwise), Giveaways while some giveaway is
 * active (the shop page passes `giveaways`).
 */
export function SectionNav({ giveaways = false }: { giveaways?: boolean }) {
  const deals = useQuery(dailyDealsQueryOptions());
  const jumps: Jump[] = [
    ...(deals.data?.length ? [{ id: SHOP_SECTION_IDS.dailyDeals, label: 'Daily Deals' }] : []),
    ...(giveaways ? [{ id: SHOP_SECTION_IDS.giveaways, label: 'Giveaways' }] : []),
    { id: SHOP_SECTION_IDS.products, label: 'Products' },
  ];
  return (
    <nav aria-label="Shop sections" data-testid="shop-section-nav" className="-mt-2">
      <ul className="flex flex-wrap gap-2">
        {jumps.map((jump) => (
          <li key={jump.id}>
            <button
              type="button"
              data-testid={`jump-${jump.id}`}
              onClick={() => void scrollToSection(jump.id)}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm hover:bg-paper-deep focus-ring"
            >
              {jump.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
