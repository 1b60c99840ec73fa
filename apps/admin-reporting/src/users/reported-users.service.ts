import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EventEnvelope, ReportedUser, UserActivityRecordedEvent, UserActivitySummary, UserListQueryDto, UserRegisteredEvent } from '@shop/contracts';
import { consumeOnce, queryRows, serviceError } from '@shop/platform';
import { customerTotals } from '../sales/customer-totals';
import { ReportedUserRow } from './reported-user-row';
import { shippingAndSubscription } from './shipping-and-subscription';
import { UserActivityRow } from './user-activity-row';

const RECENT_ACTIVITIES = 20;

/**
 * The back office's copy of the shoppers and what they do, fed by
 * engagement's events. Each event is applied once, whatever the redeliveries.
 */
@Injectable()
export class ReportedUsersService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  onUserRegistered(event: EventEnvelope<UserRegisteredEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:user.registered', event, async (manager) => {
      const u = event.payload;
      await manager.query(
        `INSERT INTO reported_users (id, email, created_at, device_type, referral_code)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email) DO UPDATE SET id = EXCLUDED.id, created_at = EXCLUDED.created_at,
           device_type = EXCLUDED.device_type, referral_code = EXCLUDED.referral_code`,
        [u.userId, u.email, u.createdAt, u.deviceType, u.referralCode],
      );
    });
  }

  onActivityRecorded(event: EventEnvelope<UserActivityRecordedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:user-activity.recorded', event, async (manager) => {
      const a = event.payload;
      await manager.query(
        `INSERT INTO user_activities (event_id, email, activity_type, description, page_path, time_spent, metadata, device_used, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          event.id,
          a.email,
          a.activityType,
          a.description,
          a.pagePath,
          a.timeSpent,
          a.metadata && JSON.stringify(a.metadata),
          a.deviceUsed,
          a.createdAt,
        ],
      );
      await this.touchUser(manager, a);
    });
  }

  private async touchUser(manager: EntityManager, a: UserActivityRecordedEvent): Promise<void> {
    await manager.query(
      `UPDATE reported_users SET page_views = page_views + $2,
         last_activity_at = GREATEST(COALESCE(last_activity_at, $3), $3)
       WHERE email = $1`,
      [a.email, a.activityType === 'page_view' ? 1 : 0, a.createdAt],
    );
  }

  async list(query: UserListQueryDto): Promise<ReportedUser[]> {
    const params: unknown[] = [];
    let filter = '';
    if (query.search) {
      params.push(`%${query.search.toLowerCase()}%`);
      filter = 'WHERE email LIKE $1';
    }
    const rows = await queryRows<ReportedUserRow>(
      this.dataSource,
      `SELECT id, email, created_at, page_views, last_activity_at, device_type, referral_code
       FROM reported_users ${filter} ORDER BY created_at DESC LIMIT ${query.limit ?? 500} OFFSET ${query.offset ?? 0}`,
      params,
    );
    const emails = rows.map((r) => r.email);
    const totalsOf = await customerTotals(this.dataSource, emails);
    const profileOf = await shippingAndSubscription(this.dataSource, emails);
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      fullName: null,
      phone: null,
      createdAt: new Date(r.created_at).toISOString(),
      pageViews: r.page_views,
      totalOrders: totalsOf(r.email).totalOrders,
      totalPurchases: totalsOf(r.email).totalPurchases,
      lastActivityDate: r.last_activity_at ? new Date(r.last_activity_at).toISOString() : null,
      deviceType: r.device_type,
      referralCode: r.referral_code,
      ...profileOf(r.email),
    }));
  }

  async activity(userId: string): Promise<UserActivitySummary> {
    const [user] = await queryRows<Pick<ReportedUserRow, 'email' | 'page_views'>>(
      this.dataSource,
      'SELECT email, page_views FROM reported_users WHERE id = $1',
      [userId],
    );
    if (!user) throw serviceError('NOT_FOUND', 'No user with that id');
    const recent = await queryRows<Pick<UserActivityRow, 'id' | 'activity_type' | 'description' | 'page_path' | 'created_at'>>(
      this.dataSource,
      `SELECT id, activity_type, description, page_path, created_at FROM user_activities
       WHERE email = $1 ORDER BY created_at DESC LIMIT ${RECENT_ACTIVITIES}`,
      [user.email],
    );
    const totals = (await customerTotals(this.dataSource, [user.email]))(user.email);
    return {
      totalPageViews: user.page_views,
      ...totals,
      recentActivities: recent.map((r) => ({
        id: r.id,
        activityType: r.activity_type,
        description: r.description,
        pagePath: r.page_path,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  }
}
