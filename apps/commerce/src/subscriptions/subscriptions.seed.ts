import type { EntityManager } from 'typeorm';
import type { SubscriptionDemoSeedResult } from '@shop/contracts';
import { SubscriptionEntity } from './subscription.entity';

/** The demo's one plan, as the maker would write it; prices in cents. */
export const DEMO_SUBSCRIPTION = {
  title: 'Monthly Handmade Paint Box',
  description:
    'Every month a box of freshly poured watercolors from the studio: new colours to try, a few classics to refill your ' +
    'palette, and a little something extra. Each pan is ground by hand with gum arabic and honey, so the colours rewet ' +
    'beautifully and glow on the page.',
  characteristics: [
    '6 full pans of handmade watercolor, chosen around a monthly theme',
    'One limited-edition colour you will not find in the shop',
    'A hand-painted swatch card with pigment notes for every colour',
    'A 300 gsm cotton practice card for swatching and play',
    'Free shipping on anything else you add to your orders while subscribed',
  ],
  reviews: [
    'The colours are so vibrant and they rewet like a dream. I look forward to the box every month!',
    'I love that each box has a theme. The swatch card with pigment notes taught me so much about mixing.',
    'Best paint subscription I have tried. The limited-edition colour alone is worth it.',
  ],
  basePriceCents: 3400,
  price1MonthCents: null,
  price3MonthCents: 3200,
  price6MonthCents: 3000,
  price12MonthCents: 2800,
  isEarlyBirdEnabled: false,
  earlyBirdPriceCents: null,
  has12MonthBonus: true,
  twelveMonthBonusText: 'Subscribe for 12 months and get a hand-painted ceramic palette with your first box.',
  hasFreeLessons: true,
  freeLessonsWeeks: 4,
  freeLessonsText: 'Includes 4 weeks of free watercolor lessons in the Learning Hub to paint along with your box.',
  isActive: true,
} satisfies Partial<SubscriptionEntity>;

/**
 * Inserts the demo plan ("Monthly Handmade Paint Box") with these images only
 * when the shop has no plan at all, so seeding twice, or over the owner's own
 * plans, changes nothing. A transaction-scoped advisory lock keeps two
 * instances seeding at once from both inserting it.
 */
export async function seedDemoSubscription(manager: EntityManager, images: string[] = []): Promise<SubscriptionDemoSeedResult> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('commerce.demo.seed-subscriptions'))");
  const repository = manager.getRepository(SubscriptionEntity);
  if ((await repository.count()) > 0) return { subscriptions: 0 };
  await repository.insert({ ...DEMO_SUBSCRIPTION, images });
  return { subscriptions: 1 };
}
