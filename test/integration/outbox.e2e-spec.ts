import { randomUUID } from 'node:crypto';
import { EventEnvelope, GiveawayEvents, UserEvents } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { GiveawaysService } = builtModule<typeof import('../../apps/engagement/src/giveaways/giveaways.service')>(
  'apps/engagement/src/giveaways/giveaways.service',
);

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the outbox delivers events at least once to idempotent consumers', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  const serviceOf = (name: string) => t.shop.services.find((s) => s.name === name)!;

  it('a registered shopper and her page views reach admin-reporting through user.registered and user-activity.recorded', async () => {
    const shopper = await t.shopper('reported@example.com');
    await shopper.post('/api/users/activity').send({ email: 'reported@example.com', activityType: 'page_view', pagePath: '/learning' }).expect(200);
    const admin = await t.admin();
    const users = await eventually(
      async () => (await admin.get('/api/users').expect(200)).body as { id: string; email: string; pageViews: number }[],
      (list) => list.some((u) => u.email === 'reported@example.com' && u.pageViews === 1),
    );
    const user = users.find((u) => u.email === 'reported@example.com')!;
    expect(user.pageViews).toBe(1);
    const activity = await admin.get(`/api/users/${user.id}/activity`).expect(200);
    expect(activity.body.recentActivities).toEqual([expect.objectContaining({ activityType: 'page_view', pagePath: '/learning' })]);
    await admin.get('/api/users/not-a-uuid/activity').expect(404);
    await admin.get(`/api/users/${randomUUID()}/activity`).expect(404);
  });

  it('writes the event in the same transaction as the change and marks it published once delivered', async () => {
    await t.shopper('outboxed@example.com');
    const engagement = t.db('engagement');
    const rows = await eventually(
      () => engagement.query("SELECT name, published_at FROM outbox WHERE payload->>'email' = 'outboxed@example.com'"),
      (r: { published_at: Date | null }[]) => r.length === 1 && r[0].published_at !== null,
    );
    expect(rows).toEqual([{ name: UserEvents.registered, published_at: expect.any(Date) }]);
  });

  it('publishes an event as soon as the transaction that wrote it commits, without waiting for the poll', async () => {
    const engagement = t.db('engagement');
    const [giveaway] = await engagement.query(
      `INSERT INTO giveaways (title, question, start_date, end_date) VALUES ('Right after commit', 'Favourite pigment?', now() - interval '1 day', now() + interval '1 day') RETURNING id`,
    );
    const [entry] = await engagement.query(
      `INSERT INTO giveaway_entries (giveaway_id, user_email, canonical_email, answer) VALUES ($1, 'prompt@example.com', 'prompt@example.com', 'Ochre') RETURNING id`,
      [giveaway.id],
    );
    const { app, relay } = serviceOf('engagement');
    // With the poll stopped, only the kick after the commit can publish the row.
    clearInterval((relay as unknown as { timer: NodeJS.Timeout }).timer);
    try {
      await app.get(GiveawaysService).editEntry(entry.id, 'Burnt umber');
      const rows = await eventually(
        () => engagement.query("SELECT name, published_at FROM outbox WHERE payload->>'entryId' = $1", [entry.id]),
        (r: { published_at: Date | null }[]) => r.length === 1 && r[0].published_at !== null,
        3_000,
      );
      expect(rows).toEqual([{ name: GiveawayEvents.entryUpdated, published_at: expect.any(Date) }]);
    } finally {
      relay.start();
    }
  });

  it('a redelivered event changes nothing the second time', async () => {
    const event: EventEnvelope = {
      id: randomUUID(),
      name: UserEvents.registered,
      occurredAt: new Date().toISOString(),
      source: 'engagement',
      payload: { userId: randomUUID(), email: 'twice@example.com', createdAt: new Date().toISOString(), deviceType: null, referralCode: null },
    };
    await t.shop.bus.publishEvent(event);
    await t.shop.bus.publishEvent(event);
    const reporting = t.db('admin-reporting');
    const processed = await reporting.query('SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1', [event.id]);
    expect(processed[0].n).toBe(1);
    const users = await reporting.query("SELECT count(*)::int AS n FROM reported_users WHERE email = 'twice@example.com'");
    expect(users[0].n).toBe(1);
  });

  it('keeps an event the consumer failed on and delivers it again', async () => {
    const reporting = t.db('admin-reporting');
    // Make the consumer fail: its table is briefly unavailable.
    await reporting.query('ALTER TABLE reported_users RENAME TO reported_users_away');
    await t.shopper('retried@example.com');
    const engagement = t.db('engagement');
    await new Promise((r) => setTimeout(r, 300));
    const pending = await engagement.query("SELECT published_at FROM outbox WHERE payload->>'email' = 'retried@example.com'");
    expect(pending).toEqual([{ published_at: null }]);

    await reporting.query('ALTER TABLE reported_users_away RENAME TO reported_users');
    const delivered = await eventually(
      () => reporting.query("SELECT email FROM reported_users WHERE email = 'retried@example.com'"),
      (r: unknown[]) => r.length === 1,
    );
    expect(delivered).toHaveLength(1);
  });
});
