import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  COURSE_TYPES,
  COURSE_WEEKS,
  CartUpdatedEvent,
  EventEnvelope,
  GalleryDecidedEvent,
  GalleryRemovedEvent,
  GallerySubmittedEvent,
  GiveawaySharedEvent,
  GiveawayShareDecidedEvent,
  LESSON_TITLE_MAX_LENGTH,
  LessonViewMetadata,
  OrderCancelledEvent,
  UserActivityRecordedEvent,
} from '@shop/contracts';
import { consumeOnce } from '@shop/platform';
import { lockOrder } from '../order-lock';
import { browserOf, deviceOf } from './client-names';

/** What commerce's order.paid carries that the live view needs (commerce/orders/orders.service.ts orderPaidEvent). */
export interface PaidOrderEvent {
  orderId: string;
  email: string;
  totalCents: number;
  items: { name: string; type: string; quantity: number; duration: number | null }[];
  createdAt: string;
}

const PAGE_MAX_LENGTH = 500;

/**
 * Keeps the analytics rollups as events arrive, each event applied once per
 * consumer (consumeOnce), so a panel never scans the raw activity.
 */
@Injectable()
export class AnalyticsFeedService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  onActivityRecorded(event: EventEnvelope<UserActivityRecordedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:analytics:user-activity.recorded', event, (manager) =>
      applyActivity(manager, event.payload),
    );
  }

  /** Each saved cart as commerce last told of it: an account's, or an unverified session's own (its sessionId). */
  onCartUpdated(event: EventEnvelope<CartUpdatedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:analytics:cart.updated', event, async (manager) => {
      const cart = event.payload;
      const items = cart.items.map((item) => ({ name: item.name, quantity: item.quantity }));
      // A late redelivery of an older save never overwrites a newer one.
      await manager.query(
        `INSERT INTO live_carts (email, session_id, items, item_count, total_cents, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ON CONSTRAINT live_carts_one_per_cart DO UPDATE SET items = EXCLUDED.items, item_count = EXCLUDED.item_count,
           total_cents = EXCLUDED.total_cents, updated_at = EXCLUDED.updated_at
         WHERE live_carts.updated_at <= EXCLUDED.updated_at`,
        [cart.email, cart.sessionId ?? null, JSON.stringify(items), items.reduce((n, item) => n + item.quantity, 0), cart.totalCents, cart.updatedAt],
      );
    });
  }

  onOrderPaid(event: EventEnvelope<PaidOrderEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:analytics:order.paid', event, async (manager) => {
      const order = event.payload;
      // An order paid before commerce's event carried createdAt (or replayed from then): its payment time stands in.
      const createdAt = order.createdAt ?? event.occurredAt;
      const items = order.items.map((item) => ({ name: item.name, quantity: item.quantity }));
      const months = Math.max(0, ...order.items.filter((item) => item.type === 'subscription').map((item) => item.duration ?? 1));
      await lockOrder(manager, order.orderId);
      // An order cancelled before its payment was heard here stays out.
      await manager.query(
        `INSERT INTO live_orders (order_id, email, items, item_count, total_cents, created_at, paid_at, subscription_ends_at)
         SELECT $1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::int > 0 THEN $7::timestamptz + make_interval(months => $8::int) END
         WHERE NOT EXISTS (SELECT 1 FROM live_cancelled_orders WHERE order_id = $1)
         ON CONFLICT (order_id) DO NOTHING`,
        [
          order.orderId,
          order.email,
          JSON.stringify(items),
          items.reduce((n, item) => n + item.quantity, 0),
          order.totalCents,
          createdAt,
          event.occurredAt,
          months,
        ],
      );
      // The cart it came from is not touched here: commerce empties it (the account's or a session's) and says so with
      // its own cart.updated, stamped after the order's save, so a late redelivery of that save cannot bring it back.
    });
  }

  /**
   * A cancelled order leaves every figure order.paid fed (revenue, weekly orders, recent orders, active subscribers),
   * whichever of the two is heard first. Its cart stays as order.paid left it: commerce does not give the cart back.
   */
  onOrderCancelled(event: EventEnvelope<OrderCancelledEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:analytics:order.cancelled', event, async (manager) => {
      const { orderId, cancelledAt } = event.payload;
      await lockOrder(manager, orderId);
      await manager.query('INSERT INTO live_cancelled_orders (order_id, cancelled_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        orderId,
        cancelledAt ?? event.occurredAt,
      ]);
      await manager.query('DELETE FROM live_orders WHERE order_id = $1', [orderId]);
    });
  }

  // The overview's share and gallery counts: each event moves analytics_totals once, whatever order they arrive in.

  onShared(event: EventEnvelope<GiveawaySharedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:analytics:giveaway.shared', event, async (manager) => {
      await manager.query('UPDATE analytics_totals SET shares = shares + 1 WHERE id = 1');
    });
  }

  /** Engagement decides a share only once (pending → approved or rejected), so an approval only ever adds. */
  onShareDecided(event: EventEnvelope<GiveawayShareDecidedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:analytics:giveaway.share-decided', event, async (manager) => {
      if (event.payload.status === 'approved') await manager.query('UPDATE analytics_totals SET approved_shares = approved_shares + 1 WHERE id = 1');
    });
  }

  onGallerySubmitted(event: EventEnvelope<GallerySubmittedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:analytics:gallery.submitted', event, async (manager) => {
      await manager.query('UPDATE analytics_totals SET gallery_submissions = gallery_submissions + 1 WHERE id = 1');
    });
  }

  /** An artwork's decision may change (approved ↔ rejected): the count follows the status it left and the one it took. */
  onGalleryDecided(event: EventEnvelope<GalleryDecidedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:analytics:gallery.decided', event, async (manager) => {
      const { status, previousStatus } = event.payload;
      const change = (status === 'approved' ? 1 : 0) - (previousStatus === 'approved' ? 1 : 0);
      if (change !== 0) await manager.query('UPDATE analytics_totals SET approved_artworks = approved_artworks + $1 WHERE id = 1', [change]);
    });
  }

  /** A removed artwork leaves the approved count; it stays among the submissions made. */
  onGalleryRemoved(event: EventEnvelope<GalleryRemovedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:analytics:gallery.removed', event, async (manager) => {
      if (event.payload.previousStatus === 'approved')
        await manager.query('UPDATE analytics_totals SET approved_artworks = approved_artworks - 1 WHERE id = 1');
    });
  }
}

/** The rollups one activity moves, in one statement: the consumer's own SQL, also what the bench loads with. */
export async function applyActivity(manager: EntityManager, activity: UserActivityRecordedEvent): Promise<void> {
  const isPageView = activity.activityType === 'page_view';
  const timed = isPageView && (activity.timeSpent ?? 0) > 0;
  const lesson = activity.activityType === 'lesson_view' ? lessonOf(activity.metadata) : null;
  const page = isPageView && activity.pagePath ? activity.pagePath.slice(0, PAGE_MAX_LENGTH) : null;
  await manager.query(
    `WITH at AS (SELECT $2::timestamptz AS t),
     totals AS (
       UPDATE analytics_totals SET activities = activities + 1, page_views = page_views + $3::int,
         time_spent_seconds = time_spent_seconds + $4::int, timed_page_views = timed_page_views + $5::int,
         lesson_views = lesson_views + $10::int
       WHERE id = 1),
     daily AS (
       INSERT INTO analytics_daily (day, page_views, time_spent_seconds, timed_page_views)
       SELECT (t AT TIME ZONE 'UTC')::date, $3::int, $4::int, $5::int FROM at WHERE $3::int > 0
       ON CONFLICT (day) DO UPDATE SET page_views = analytics_daily.page_views + EXCLUDED.page_views,
         time_spent_seconds = analytics_daily.time_spent_seconds + EXCLUDED.time_spent_seconds,
         timed_page_views = analytics_daily.timed_page_views + EXCLUDED.timed_page_views),
     visitor_day AS (
       INSERT INTO analytics_visitor_days (day, email) SELECT (t AT TIME ZONE 'UTC')::date, $1 FROM at ON CONFLICT DO NOTHING),
     visitor AS (
       INSERT INTO analytics_visitors (email, last_seen_at) SELECT $1, t FROM at
       ON CONFLICT (email) DO UPDATE SET last_seen_at = GREATEST(analytics_visitors.last_seen_at, EXCLUDED.last_seen_at)),
     page AS (
       INSERT INTO analytics_pages (page, visits) SELECT $6::text, 1 WHERE $6::text IS NOT NULL
       ON CONFLICT (page) DO UPDATE SET visits = analytics_pages.visits + 1),
     hour AS (
       INSERT INTO analytics_hours (hour, count) SELECT extract(hour FROM t AT TIME ZONE 'UTC')::int, 1 FROM at
       ON CONFLICT (hour) DO UPDATE SET count = analytics_hours.count + 1),
     device AS (
       INSERT INTO analytics_devices (device, count) VALUES ($7, 1)
       ON CONFLICT (device) DO UPDATE SET count = analytics_devices.count + 1),
     browser AS (
       INSERT INTO analytics_browsers (browser, count) VALUES ($8, 1)
       ON CONFLICT (browser) DO UPDATE SET count = analytics_browsers.count + 1),
     lesson AS (
       INSERT INTO analytics_lesson_views (lesson_id, lesson_title, course_type, week_number, view_count)
       SELECT l->>'lessonId', l->>'lessonTitle', l->>'courseType', (l->>'weekNumber')::int, 1 FROM (SELECT $9::jsonb AS l) x WHERE l IS NOT NULL
       ON CONFLICT (lesson_id) DO UPDATE SET view_count = analytics_lesson_views.view_count + 1),
     viewer AS (
       INSERT INTO analytics_lesson_viewers (email) SELECT $1 WHERE $10::int > 0 ON CONFLICT DO NOTHING)
     SELECT 1`,
    [
      activity.email,
      activity.createdAt,
      isPageView ? 1 : 0,
      timed ? activity.timeSpent : 0,
      timed ? 1 : 0,
      page,
      deviceOf(activity.deviceUsed),
      browserOf(activity.metadata),
      lesson && JSON.stringify(lesson),
      lesson ? 1 : 0,
    ],
  );
}

/** A lesson view's metadata, when it names a lesson properly; otherwise the activity counts as activity only. */
function lessonOf(metadata: Record<string, unknown> | null): LessonViewMetadata | null {
  if (!metadata) return null;
  const { lessonId, lessonTitle, courseType, weekNumber } = metadata;
  if (typeof lessonId !== 'string' || !lessonId.trim() || lessonId.length > 100) return null;
  if (typeof lessonTitle !== 'string' || !lessonTitle.trim()) return null;
  if (typeof courseType !== 'string' || !(COURSE_TYPES as readonly string[]).includes(courseType)) return null;
  if (typeof weekNumber !== 'number' || !Number.isInteger(weekNumber) || weekNumber < 1 || weekNumber > COURSE_WEEKS) return null;
  return { lessonId, lessonTitle: lessonTitle.trim().slice(0, LESSON_TITLE_MAX_LENGTH), courseType, weekNumber };
}
