import { useQuery } from '@tanstack/react-query';
import { DAILY_DEALS_PARACHUTE_TIMINGS, type DailyDealView } from '@shop/contracts';
import { useLocation } from 'wouter';
import { trackActivity } from '@/lib/track-activity';
import { dailyDealsQueryOptions } from '@/lib/daily-deals';
import { getDeviceType } from '@/lib/device';
import { paths } from '@/lib/paths';
import { scrollToSection } from '@/lib/scroll-to-section';
import { useShopperSession } from '@/lib/session';
import { useParachuteEligibility } from '@/lib/parachute-eligibility';
import { useParachuteScheduler } from '../hooks/use-parachute-scheduler';
import { Parachute } from './parachute';

export const DEALS_TEASER_ID = 'daily-deals';
const DEALS_SECTION_ID = 'daily-deals';

function teaserText(deal: DailyDealView): string {
  const left = deal.quantity - deal.soldCount;
  return `Daily Deal: ${deal.title}, ${deal.discountPercent}% off, ${left} left!`;
}

/**
 * The daily-deals parachute (docs/product/engagement.md "Floating widgets and parachute teasers", §9): teases the
 * deal ending soonest that still has units; only for a signed-in shopper the server finds eligible (not on the admin's
 * `parachute_excluded_emails` list, which the browser never sees).
 * A click records a `parachute_click` activity and takes the shopper to the deals.
 */
export function DealsParachute() {
  const { email } = useShopperSession();
  const [pathname, navigate] = useLocation();
  const deals = useQuery(dailyDealsQueryOptions());
  const eligibility = useParachuteEligibility(email);
  const deal = deals.data?.find((d) => d.quantity > d.soldCount && !d.isExpired) ?? null;
  const { phase, end } = useParachuteScheduler({
    id: DEALS_TEASER_ID,
    timings: DAILY_DEALS_PARACHUTE_TIMINGS,
    enabled: deal !== null && !!email && eligibility.dailyDeals,
  });
  if (phase !== 'dropping' || !deal || !email) return null;

  function open() {
    void trackActivity({
      email: email!,
      activityType: 'parachute_click',
      description: `Daily deals parachute: ${deal!.title}`,
      pagePath: pathname,
      timeSpent: 0,
      metadata: { teaser: DEALS_TEASER_ID, dealId: deal!.id },
      deviceUsed: getDeviceType(),
    });
    if (pathname !== paths.products) navigate(paths.products);
    void scrollToSection(DEALS_SECTION_ID);
  }

  return <Parachute kind="daily-deals" text={teaserText(deal)} fallMs={DAILY_DEALS_PARACHUTE_TIMINGS.fallMs} onEnd={end} onOpen={open} />;
}
