import TestAgent from 'supertest/lib/agent';
import { RED_FLAG_REASONS, RedFlagView } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Midnight UTC ten days ago: every account's shares are placed from here, so none crosses a UTC day by accident. */
const BASE = Math.floor((Date.now() - 10 * DAY) / DAY) * DAY;
const at = (offsetMs: number) => new Date(BASE + offsetMs);

const email = (name: string) => `${name}@redflags.test`;

interface ShareRow {
  at: Date;
  platform?: string;
  shareUrl?: string | null;
  profileUrl?: string | null;
  platformOpened?: boolean | null;
  status?: 'pending' | 'approved' | 'rejected';
  decidedAt?: Date;
}

/** A clean share unless told otherwise: a share link, the app opened, pending. */
const clean = (when: Date, more: Omit<ShareRow, 'at'> = {}): ShareRow => ({ at: when, ...more });

describe('red flags (docs/product/back-office.md "Red Flag panel", §9; docs/rules.md §9)', () => {
  let t: TestShop;
  let admin: TestAgent;
  let giveaways: string[];
  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    giveaways = [];
    for (const title of ['Red Flag Palette', 'Red Flag Brushes']) {
      const { body } = await admin.post('/api/giveaways').send({ title, question: 'Your favourite pigment?' }).expect(201);
      giveaways.push(body.id);
    }
  });
  afterAll(() => t.close());

  const db = () => t.db('engagement');

  async function insertShares(userEmail: string, rows: ShareRow[]) {
    for (const row of rows) {
      await db().query(
        `INSERT INTO giveaway_shares (giveaway_id, user_email, platform, share_url, profile_url, platform_opened, status, decided_by, decided_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          giveaways[0],
          userEmail,
          row.platform ?? 'instagram',
          row.shareUrl === undefined ? 'https://instagram.com/p/share' : row.shareUrl,
          row.profileUrl ?? null,
          row.platformOpened === undefined ? true : row.platformOpened,
          row.status ?? 'pending',
          row.decidedAt ? 'owner@watercolor.test' : null,
          row.decidedAt ?? null,
          row.at,
        ],
      );
    }
  }

  async function insertEntry(giveawayId: string, userEmail: string) {
    // The test's e-mails are their own canonical form.
    await db().query('INSERT INTO giveaway_entries (giveaway_id, user_email, canonical_email, answer) VALUES ($1, $2, $2, $3)', [
      giveawayId,
      userEmail,
      'Cobalt teal',
    ]);
  }

  const flags = async (): Promise<RedFlagView[]> => (await admin.get('/api/red-flags').expect(200)).body;
  const reasonsByEmail = (list: RedFlagView[]) => Object.fromEntries(list.map((flag) => [flag.email, flag.reasons]));

  it('lists each trigger for the account that meets it, most recently flagged first, and leaves clean accounts out', async () => {
    // rapid: two shares 10 s apart; the first approved an hour later.
    await insertShares(email('rapid'), [clean(at(DAY), { status: 'approved', decidedAt: at(DAY + HOUR) }), clean(at(DAY + 10_000))]);
    // rotation: three platforms within 20 minutes.
    await insertShares(
      email('rotation'),
      ['instagram', 'facebook', 'tiktok'].map((platform, i) => clean(at(2 * DAY + i * 10 * MINUTE), { platform })),
    );
    // unverifiedRatio: five shares without any link, a day apart, for one entry.
    const unlinked = (first: number) => Array.from({ length: 5 }, (_, i) => clean(at((first + i) * DAY), { shareUrl: null }));
    await insertShares(email('unverified'), unlinked(3));
    await insertEntry(giveaways[0], email('unverified'));
    // The same five shares for two entries stay under 3 per entry: not flagged.
    await insertShares(email('two-entries'), unlinked(3));
    await insertEntry(giveaways[0], email('two-entries'));
    await insertEntry(giveaways[1], email('two-entries'));
    // appNeverOpened: six linked shares a day apart, the app never opened, each decided an hour later.
    await insertShares(
      email('never-opened'),
      Array.from({ length: 6 }, (_, i) =>
        clean(at(i * DAY + 6 * HOUR), {
          platformOpened: i % 2 ? false : null,
          status: i % 2 ? 'rejected' : 'approved',
          decidedAt: at(i * DAY + 7 * HOUR),
        }),
      ),
    );
    // dailyPlatformLimit: four Instagram shares in one UTC day, four hours apart.
    await insertShares(
      email('daily'),
      [1, 5, 9, 13].map((hour) => clean(at(8 * DAY + hour * HOUR))),
    );
    // Clean: three linked, opened shares a day apart; three on one platform in a day is still within the limit.
    await insertShares(email('clean'), [
      clean(at(DAY)),
      clean(at(2 * DAY)),
      clean(at(3 * DAY)),
      clean(at(3 * DAY + 4 * HOUR)),
      clean(at(3 * DAY + 8 * HOUR)),
    ]);
    // Rapid, but a hundred days ago: outside the panel's 90 days.
    await insertShares(email('long-ago'), [clean(new Date(Date.now() - 100 * DAY)), clean(new Date(Date.now() - 100 * DAY + 5_000))]);

    const list = await flags();
    expect(list.map((flag) => flag.email)).toEqual([email('daily'), email('unverified'), email('never-opened'), email('rotation'), email('rapid')]);
    expect(reasonsByEmail(list)).toEqual({
      [email('rapid')]: [RED_FLAG_REASONS.rapid],
      [email('rotation')]: [RED_FLAG_REASONS.rotation],
      [email('unverified')]: [RED_FLAG_REASONS.unverifiedRatio],
      [email('never-opened')]: [RED_FLAG_REASONS.appNeverOpened],
      [email('daily')]: [RED_FLAG_REASONS.dailyPlatformLimit],
    });

    const byEmail = new Map(list.map((flag) => [flag.email, flag]));
    expect(byEmail.get(email('rapid'))).toEqual({
      email: email('rapid'),
      flaggedAt: at(DAY + 10_000).toISOString(),
      reasons: [RED_FLAG_REASONS.rapid],
      totalShares: 2,
      verifiedShares: 1,
      recentActivity: [
        { platform: 'instagram', action: 'approved', timestamp: at(DAY + HOUR).toISOString() },
        { platform: 'instagram', action: 'shared', timestamp: at(DAY + 10_000).toISOString() },
        { platform: 'instagram', action: 'shared', timestamp: at(DAY).toISOString() },
      ],
    });
    expect(byEmail.get(email('daily'))!.flaggedAt).toBe(at(8 * DAY + 13 * HOUR).toISOString());
    expect(byEmail.get(email('rotation'))!.flaggedAt).toBe(at(2 * DAY + 20 * MINUTE).toISOString());

    // Twelve shares and decisions: the ten latest, newest first.
    const neverOpened = byEmail.get(email('never-opened'))!;
    expect(neverOpened).toMatchObject({ totalShares: 6, verifiedShares: 3, flaggedAt: at(5 * DAY + 6 * HOUR).toISOString() });
    expect(neverOpened.recentActivity).toHaveLength(10);
    expect(neverOpened.recentActivity[0]).toEqual({ platform: 'instagram', action: 'rejected', timestamp: at(5 * DAY + 7 * HOUR).toISOString() });
    expect(neverOpened.recentActivity[9]).toEqual({ platform: 'instagram', action: 'shared', timestamp: at(DAY + 6 * HOUR).toISOString() });
  });

  it('clearing a flag (the e-mail URL-encoded, any case) removes it, is audited and idempotent; shares made after it flag again', async () => {
    const cleared = await admin.delete(`/api/red-flags/${encodeURIComponent('Rapid@RedFlags.test')}`).expect(200);
    expect(cleared.body).toEqual({ email: email('rapid'), cleared: true });
    expect((await flags()).map((flag) => flag.email)).not.toContain(email('rapid'));
    await admin.delete(`/api/red-flags/${encodeURIComponent(email('rapid'))}`).expect(200, { email: email('rapid'), cleared: true });
    // An account never flagged answers the same.
    await admin.delete(`/api/red-flags/${encodeURIComponent(email('clean'))}`).expect(200, { email: email('clean'), cleared: true });
    const audit = await admin.get('/api/admin/audit-log?action=red-flags').expect(200);
    expect(audit.body.items.some((e: { method: string; statusCode: number }) => e.method === 'DELETE' && e.statusCode === 200)).toBe(true);

    // Two shares 5 s apart, both after the clearance: flagged again, on those two alone.
    for (const seconds of [0, 5]) {
      await db().query(
        `INSERT INTO giveaway_shares (giveaway_id, user_email, platform, share_url, platform_opened, created_at)
         VALUES ($1, $2, 'facebook', 'https://facebook.com/p/again', true, clock_timestamp() + make_interval(secs => $3))`,
        [giveaways[0], email('rapid'), seconds],
      );
    }
    const again = (await flags()).find((flag) => flag.email === email('rapid'));
    expect(again).toMatchObject({ reasons: [RED_FLAG_REASONS.rapid], totalShares: 2, verifiedShares: 0 });
    expect(again!.recentActivity.map((a) => `${a.platform} ${a.action}`)).toEqual(['facebook shared', 'facebook shared']);
  });

  it('is for admins only: a visitor 401, a shopper 403, and nothing cleared', async () => {
    const visitor = t.client();
    const shopper = await t.shopper(email('daily'));
    for (const agent of [visitor, shopper]) {
      const expected = agent === visitor ? 401 : 403;
      const list = await agent.get('/api/red-flags').expect(expected);
      expect(list.body).toMatchObject({ statusCode: expected });
      await agent.delete(`/api/red-flags/${encodeURIComponent(email('daily'))}`).expect(expected);
    }
    expect((await flags()).map((flag) => flag.email)).toContain(email('daily'));
  });

  it('answers 400 naming the e-mail when the path is not an e-mail address', async () => {
    for (const value of ['not-an-email', encodeURIComponent('two@@redflags.test'), encodeURIComponent('@redflags.test')]) {
      const res = await admin.delete(`/api/red-flags/${value}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toMatch(/^email /);
    }
    expect((await db().query('SELECT count(*)::int AS n FROM red_flag_clearances'))[0].n).toBe(2);
  });
});
