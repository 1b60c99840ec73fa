import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SubscriptionStatus } from '@shop/contracts';
import { queryRows } from '@shop/platform';

/**
 * An active subscriber is one with a paid subscription order whose end date —
 * the day it was paid plus the plan's months — is still ahead.
 */
@Injectable()
export class SubscriptionStatusService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async get(email: string): Promise<SubscriptionStatus> {
    return { hasActiveSubscription: await this.isActiveSubscriber(email) };
  }

  async isActiveSubscriber(email: string, runner: Pick<DataSource, 'query'> = this.dataSource): Promise<boolean> {
    const rows = await queryRows(
      runner,
      `SELECT 1 FROM orders
       WHERE customer_email = $1 AND has_subscription AND status IN ('paid', 'processing', 'shipped', 'completed')
         AND paid_at + make_interval(months => subscription_months) > now()
       LIMIT 1`,
      [email],
    );
    return rows.length > 0;
  }
}
