import { useQuery } from '@tanstack/react-query';
import { GIVEAWAY_PARACHUTE_TIMINGS, type GiveawayView } from '@shop/contracts';
import { useLocation } from 'wouter';
import { trackActivity } from '@/lib/track-activity';
import { activeGiveawaysQueryOptions } from '@/lib/active-giveaways';
import { giveawayPhase } from '@/lib/giveaway-display';
import { getDeviceType } from '@/lib/device';
import { productsHref } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';
import { useEnteredGiveaways } from '@/lib/use-entered-giveaways';
import { useParachuteEligibility } from '@/lib/parachute-eligibility';
import { useParachuteScheduler } from '../hooks/use-parachute-scheduler';
import { Parachute } from './parachute';

/**
 * Named by the giveaway and the time its winner was last cleared: clearing a winner gives the teaser a fresh record,
 * so it drops again (docs/product/engagement.md "Floating widgets and parachute teasers").
 */
export const giveawayTeaserId = (giveaway: Pick<GiveawayView, 'id' | 'reopenedAt'>) => `giveaway-${giveaway.id}-${giveaway.reopenedAt ?? ''}`;

type GiveawayTeaserProps = { giveaway: GiveawayView; index: number; email: string; enabled: boolean };

/** One giveaway's teaser; its place in the list staggers its first drop by a second per index. */
function GiveawayTeaser({ giveaway, index, email, enabled }: GiveawayTeaserProps) {
  const [pathname, navigate] = useLocation();
  const id = giveawayTeaserId(giveaway);
  const { phase, end } = useParachuteScheduler({ id, timings: GIVEAWAY_PARACHUTE_TIMINGS, index, enabled });
  if (phase !== 'dropping') return null;

  function open() {
    void trackActivity({
      email,
      activityType: 'parachute_click',
      description: `Giveaway parachute: ${giveaway.title}`,
      pagePath: pathname,
      timeSpent: 0,
      metadata: { teaser: id, giveawayId: giveaway.id },
      deviceUsed: getDeviceType(),
    });
    navigate(productsHref(giveaway.id));
  }

  return (
    <Parachute
      kind="giveaway"
      text={giveaway.bulletinMessage.trim() || giveaway.title}
      fallMs={GIVEAWAY_PARACHUTE_TIMINGS.fallMs}
      onEnd={end}
      onOpen={open}
    />
  );
}

/**
 * The giveaway parachutes (docs/product/engagement.md "Floating widgets and parachute teasers", §9): one teaser per
 * active giveaway that takes entries and that this browser has not entered, for a signed-in shopper the server finds
 * eligible. The airspace lets one parachute fall at a time; a click records a `parachute_click` activity and opens
 * the giveaway on the shop page.
 */
export function GiveawayParachute() {
  const { email } = useShopperSession();
  const giveaways = useQuery(activeGiveawaysQueryOptions());
  const entered = useEnteredGiveaways();
  const eligibility = useParachuteEligibility(email);
  if (!email) return null;
  const teased = (giveaways.data ?? []).filter((giveaway) => giveawayPhase(giveaway) === 'open' && !entered.includes(giveaway.id));
  return (
    <>
      {teased.map((giveaway, index) => (
        <GiveawayTeaser key={giveawayTeaserId(giveaway)} giveaway={giveaway} index={index} email={email} enabled={eligibility.giveaways} />
      ))}
    </>
  );
}
