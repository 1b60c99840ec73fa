import { Controller, Get } from '@nestjs/common';
import {
  ActivityAnalytics, AnalyticsOverview, AnalyticsPatterns, CartAbandonment, CategoryCount, GiveawayPatterns, LessonAnalytics,
  LessonPatterns, LiveActivity, PigmentPatterns, ProductPatterns, UsersAnalytics,
} from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

type ReportingOverview = Omit<AnalyticsOverview, 'totalProducts' | 'totalLessons' | 'totalPigments' | 'totalGiveaways'>;

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
      this.services.send<ReportingOverview>(AnalyticsPatterns.overview),
      this.services.send<CategoryCount[]>(ProductPatterns.adminCounts),
      this.services.send<unknown[]>(LessonPatterns.list),
      this.services.send<unknown[]>(PigmentPatterns.list),
      this.services.send<unknown[]>(GiveawayPatterns.listAll),
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
    return this.services.send<UsersAnalytics>(AnalyticsPatterns.users);
  }

  @Get('analytics/activity')
  activity() {
    return this.services.send<ActivityAnalytics>(AnalyticsPatterns.activity);
  }

  @Get('admin/analytics/live-activity')
  liveActivity() {
    return this.services.send<LiveActivity>(AnalyticsPatterns.liveActivity);
  }

  @Get('admin/analytics/cart-abandonment')
  cartAbandonment() {
    return this.services.send<CartAbandonment>(AnalyticsPatterns.cartAbandonment);
  }

  @Get('admin/lesson-analytics')
  lessons() {
    return this.services.send<LessonAnalytics>(AnalyticsPatterns.lessons);
  }
}
