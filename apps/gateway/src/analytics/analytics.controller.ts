import { Controller, Get } from '@nestjs/common';
import { AnalyticsOverview, AnalyticsPatterns, GiveawayPatterns, LessonPatterns, PigmentPatterns, ProductPatterns } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

/**
 * The owner's analytics (docs/product/back-office.md §3 "Analytics"). admin-reporting answers from its
 * own rollups; the overview's catalogue and giveaway counts are asked of their owners at read time.
 */
@Controller('api')
@AdminOnly()
export class AnalyticsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('analytics/overview')
  async overview(): Promise<AnalyticsOverview> {
    const [reporting, products, lessons, pigments, giveaways] = await Promise.all([
      this.services.send(AnalyticsPatterns.overview),
      this.services.send(ProductPatterns.adminCounts),
      this.services.send(LessonPatterns.list),
      this.services.send(PigmentPatterns.list),
      this.services.send(GiveawayPatterns.listAll),
    ]);
    return {
      ...reporting,
      totalProducts: products.reduce((sum, c) => sum + c.count, 0),
      totalLessons: lessons.length,
      totalPigments: pigments.length,
      totalGiveaways: giveaways.length,
    };
  }

  @Get('analytics/users')
  users() {
    return this.services.send(AnalyticsPatterns.users);
  }

  @Get('analytics/activity')
  activity() {
    return this.services.send(AnalyticsPatterns.activity);
  }

  @Get('admin/analytics/live-activity')
  liveActivity() {
    return this.services.send(AnalyticsPatterns.liveActivity);
  }

  @Get('admin/analytics/cart-abandonment')
  cartAbandonment() {
    return this.services.send(AnalyticsPatterns.cartAbandonment);
  }

  @Get('admin/lesson-analytics')
  lessons() {
    return this.services.send(AnalyticsPatterns.lessons);
  }
}
