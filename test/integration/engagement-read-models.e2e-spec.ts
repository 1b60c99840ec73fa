import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { AnalyticsOverview, EventEnvelope, GalleryEvents, ShareEvents } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { AnalyticsFeedService } = builtModule<typeof import('../../apps/admin-reporting/src/analytics/analytics-feed.service')>(
  'apps/admin-reporting/src/analytics/analytics-feed.service',
);

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#4080c0' } })
    .png()
    .toBuffer();

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type EngagementFigures = Pick<AnalyticsOverview, 'totalShares' | 'approvedShares' | 'gallerySubmissions' | 'approvedArtworks'>;

/** The overview's share and gallery counts, fed by engagement's events through the outbox and consumed once. */
describe('engagement read models in the analytics overview', () => {
  let t: TestShop;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t?.close());

  const engagementDb = () => t.db('engagement');
  const feed = () => t.shop.services.find((s) => s.name === 'admin-reporting')!.app.get(AnalyticsFeedService);
  const figures = async (): Promise<EngagementFigures> => {
    const o = (await admin.get('/api/analytics/overview').expect(200)).body as AnalyticsOverview;
    return {
      totalShares: o.totalShares,
      approvedShares: o.approvedShares,
      gallerySubmissions: o.gallerySubmissions,
      approvedArtworks: o.approvedArtworks,
    };
  };
  const names = [ShareEvents.shared, ShareEvents.decided, GalleryEvents.submitted, GalleryEvents.decided, GalleryEvents.removed];
  const outboxEvents = async (): Promise<EventEnvelope[]> => {
    const rows = await engagementDb().query('SELECT id, name, payload, occurred_at FROM outbox WHERE name = ANY($1) ORDER BY seq', [names]);
    return (rows as { id: string; name: string; payload: unknown; occurred_at: Date }[]).map((r) => ({
      id: r.id,
      name: r.name,
      occurredAt: new Date(r.occurred_at).toISOString(),
      source: 'test',
      payload: r.payload,
    }));
  };
  const deliver = (event: EventEnvelope): Promise<boolean> => {
    const f = feed();
    if (event.name === ShareEvents.shared) return f.onShared(event as never);
    if (event.name === ShareEvents.decided) return f.onShareDecided(event as never);
    if (event.name === GalleryEvents.submitted) return f.onGallerySubmitted(event as never);
    if (event.name === GalleryEvents.decided) return f.onGalleryDecided(event as never);
    return f.onGalleryRemoved(event as never);
  };

  it('counts shares, approved shares, submissions and approved artworks (a rejection or removal takes one back) through the real APIs; redelivery changes nothing', async () => {
    expect(await figures()).toEqual({ totalShares: 0, approvedShares: 0, gallerySubmissions: 0, approvedArtworks: 0 });

    const giveaway = (
      await admin
        .post('/api/giveaways')
        .send({ title: 'Spring Palette', question: 'Your favourite pigment?', startDate: at(-HOUR), endDate: at(24 * HOUR) })
        .expect(201)
    ).body;
    const ann = await t.shopper('ann@example.com');
    const shareIds: string[] = [];
    for (const platform of ['instagram', 'facebook', 'tiktok']) {
      shareIds.push(
        (await ann.post('/api/giveaway-shares').send({ giveawayId: giveaway.id, userEmail: 'ann@example.com', platform }).expect(201)).body.shareId,
      );
    }
    await admin.post(`/api/admin/share-entries/${shareIds[0]}/approve`).expect(200);
    await admin.post(`/api/admin/share-entries/${shareIds[0]}/approve`).expect(200); // the same decision again: no new event
    await admin.post(`/api/admin/share-entries/${shareIds[1]}/reject`).expect(200);

    const submit = async (title: string) =>
      (
        await ann
          .post('/api/gallery')
          .field('title', title)
          .attach('image', await png(), 'art.png')
          .expect(201)
      ).body as { id: string };
    const fog = await submit('Morning Fog');
    const poppies = await submit('Poppies');
    await admin.post(`/api/admin/gallery/${fog.id}/approve`).expect(200);
    await admin.post(`/api/admin/gallery/${fog.id}/approve`).expect(200); // unchanged: no new event
    await admin.post(`/api/admin/gallery/${poppies.id}/approve`).expect(200);
    await admin.post(`/api/admin/gallery/${poppies.id}/reject`).expect(200); // approved then rejected: no longer counted
    const dusk = await submit('Dusk');
    await admin.post(`/api/admin/gallery/${dusk.id}/approve`).expect(200);
    await admin.delete(`/api/admin/gallery/${dusk.id}`).expect(200); // removed: no longer an approved artwork, still a submission

    const expected = { totalShares: 3, approvedShares: 1, gallerySubmissions: 3, approvedArtworks: 1 };
    expect(await eventually(figures, (f) => JSON.stringify(f) === JSON.stringify(expected))).toEqual(expected);

    const events = await outboxEvents();
    expect(events.map((e) => e.name).sort()).toEqual(
      [
        ...Array(3).fill(ShareEvents.shared),
        ...Array(2).fill(ShareEvents.decided),
        ...Array(3).fill(GalleryEvents.submitted),
        ...Array(4).fill(GalleryEvents.decided),
        GalleryEvents.removed,
      ].sort(),
    );
    for (const event of events) expect(await deliver(event)).toBe(false);
    expect(await figures()).toEqual(expected);
  });
});
