import 'reflect-metadata';
import { redFlagsOf, ShareRecord } from './red-flags';

const T0 = Date.parse('2026-03-10T12:00:00.000Z');

/** A clean share: a link, the app opened; `seconds` after T0. */
function share(seconds: number, overrides: Partial<ShareRecord> = {}): ShareRecord {
  return {
    createdAt: new Date(T0 + seconds * 1_000),
    platform: 'instagram',
    shareUrl: 'https://instagram.com/p/abc',
    profileUrl: null,
    platformOpened: true,
    status: 'pending',
    ...overrides,
  };
}

const HOUR = 3_600;
const DAY = 24 * HOUR;

describe('red flags (docs/product/back-office.md §9, docs/rules.md §9)', () => {
  it('flags nothing for no shares, one share, or shares an hour apart on one platform with links and the app opened', () => {
    expect(redFlagsOf([], 0)).toEqual({ reasons: [], flaggedAt: null });
    expect(redFlagsOf([share(0)], 1)).toEqual({ reasons: [], flaggedAt: null });
    expect(redFlagsOf([share(0), share(HOUR), share(2 * HOUR)], 1)).toEqual({ reasons: [], flaggedAt: null });
  });

  describe('rapid: shares less than 30 seconds apart', () => {
    it('29 seconds apart flags, at the later share', () => {
      expect(redFlagsOf([share(0), share(29)], 1)).toEqual({ reasons: ['rapid'], flaggedAt: share(29).createdAt });
    });
    it('30 seconds apart does not', () => {
      expect(redFlagsOf([share(0), share(30)], 1).reasons).toEqual([]);
    });
    it('compares consecutive shares whatever order they are given in', () => {
      expect(redFlagsOf([share(100), share(0), share(129)], 1).reasons).toEqual(['rapid']);
      expect(redFlagsOf([share(60), share(0), share(30)], 1).reasons).toEqual([]);
    });
  });

  describe('rotation: 3 or more platforms within an hour', () => {
    const rotating = (lastSeconds: number) => [
      share(0, { platform: 'instagram' }),
      share(20 * 60, { platform: 'facebook' }),
      share(lastSeconds, { platform: 'tiktok' }),
    ];
    it('three platforms with the last 59:59 after the first flags', () => {
      expect(redFlagsOf(rotating(HOUR - 1), 1)).toEqual({ reasons: ['rotation'], flaggedAt: new Date(T0 + (HOUR - 1) * 1_000) });
    });
    it('three platforms with the last exactly an hour after the first does not', () => {
      expect(redFlagsOf(rotating(HOUR), 1).reasons).toEqual([]);
    });
    it('two platforms within an hour do not, however many shares', () => {
      const two = [0, 60, 120, 180].map((s, i) => share(s, { platform: i % 2 ? 'facebook' : 'instagram' }));
      expect(redFlagsOf(two, 1).reasons).toEqual([]);
    });
    it('finds the window anywhere in a longer history', () => {
      const history = [
        share(0, { platform: 'pinterest' }),
        share(5 * HOUR, { platform: 'threads' }),
        ...rotating(HOUR - 1).map((s) => ({ ...s, createdAt: new Date(s.createdAt.getTime() + 10 * HOUR * 1_000) })),
      ];
      expect(redFlagsOf(history, 1).reasons).toEqual(['rotation']);
    });
  });

  describe('unverifiedRatio: at least 5 shares without a link, and at least 3 per entry', () => {
    const unverified = (count: number) => Array.from({ length: count }, (_, i) => share(i * DAY, { shareUrl: null, profileUrl: null }));
    it('5 such shares with 1 entry flag, at the last of them', () => {
      expect(redFlagsOf(unverified(5), 1)).toEqual({ reasons: ['unverifiedRatio'], flaggedAt: share(4 * DAY).createdAt });
    });
    it('4 such shares do not, even without entries', () => {
      expect(redFlagsOf(unverified(4), 0).reasons).toEqual([]);
    });
    it('no entries counts as one entry: 5 shares flag', () => {
      expect(redFlagsOf(unverified(5), 0).reasons).toEqual(['unverifiedRatio']);
    });
    it('6 such shares with 2 entries flag (3 per entry); 5 with 2 entries do not', () => {
      expect(redFlagsOf(unverified(6), 2).reasons).toEqual(['unverifiedRatio']);
      expect(redFlagsOf(unverified(5), 2).reasons).toEqual([]);
    });
    it('a profile link alone, or a share link alone, verifies a share; a blank one does not', () => {
      const withProfile = unverified(5).map((s, i) => (i === 0 ? { ...s, profileUrl: 'https://instagram.com/ana' } : s));
      expect(redFlagsOf(withProfile, 1).reasons).toEqual([]);
      const blank = unverified(5).map((s, i) => (i === 0 ? { ...s, shareUrl: '  ' } : s));
      expect(redFlagsOf(blank, 1).reasons).toEqual(['unverifiedRatio']);
    });
  });

  describe('appNeverOpened: at least 3 shares, the app opened for none', () => {
    const unopened = (count: number) => Array.from({ length: count }, (_, i) => share(i * DAY, { platformOpened: i % 2 ? false : null }));
    it('3 shares, none opened, flag at the last', () => {
      expect(redFlagsOf(unopened(3), 1)).toEqual({ reasons: ['appNeverOpened'], flaggedAt: share(2 * DAY).createdAt });
    });
    it('2 shares do not', () => {
      expect(redFlagsOf(unopened(2), 1).reasons).toEqual([]);
    });
    it('one opened share among them clears it', () => {
      expect(redFlagsOf([...unopened(3), share(3 * DAY)], 1).reasons).toEqual([]);
    });
  });

  describe('dailyPlatformLimit: more than 3 shares on one platform in one UTC day', () => {
    const day = Date.parse('2026-03-10T00:00:00.000Z');
    const at = (iso: string, platform = 'instagram') => ({ ...share(0, { platform }), createdAt: new Date(iso) });
    it('4 on one platform within the UTC day flag at the fourth', () => {
      const shares = ['00:00:00', '06:00:00', '12:00:00', '23:59:59'].map((time) => at(`2026-03-10T${time}.000Z`));
      expect(redFlagsOf(shares, 1)).toEqual({ reasons: ['dailyPlatformLimit'], flaggedAt: new Date(day + (24 * HOUR - 1) * 1_000) });
    });
    it('3 on one platform do not', () => {
      expect(
        redFlagsOf(
          ['01', '08', '16'].map((hour) => at(`2026-03-10T${hour}:00:00.000Z`)),
          1,
        ).reasons,
      ).toEqual([]);
    });
    it('4 across midnight UTC (3 + 1) do not', () => {
      const shares = ['2026-03-10T08:00:00.000Z', '2026-03-10T14:00:00.000Z', '2026-03-10T20:00:00.000Z', '2026-03-11T00:00:00.000Z'].map((iso) =>
        at(iso),
      );
      expect(redFlagsOf(shares, 1).reasons).toEqual([]);
    });
    it('4 in one day spread over platforms do not (each platform counts alone)', () => {
      const shares = [
        at('2026-03-10T01:00:00.000Z'),
        at('2026-03-10T05:00:00.000Z'),
        at('2026-03-10T09:00:00.000Z'),
        at('2026-03-10T13:00:00.000Z', 'facebook'),
      ];
      expect(redFlagsOf(shares, 1).reasons).toEqual([]);
    });
  });

  it('answers every reason met, in the panel order, flagged at the latest share that raised one', () => {
    const shares = [
      share(0, { platform: 'instagram', shareUrl: null, platformOpened: false }),
      share(10, { platform: 'facebook', shareUrl: null, platformOpened: false }),
      share(20, { platform: 'tiktok', shareUrl: null, platformOpened: false }),
      share(100, { platform: 'instagram', shareUrl: null, platformOpened: false }),
      share(200, { platform: 'instagram', shareUrl: null, platformOpened: false }),
      share(300, { platform: 'instagram', shareUrl: null, platformOpened: false }),
    ];
    expect(redFlagsOf(shares, 0)).toEqual({
      reasons: ['rapid', 'rotation', 'unverifiedRatio', 'appNeverOpened', 'dailyPlatformLimit'],
      flaggedAt: share(300).createdAt,
    });
  });
});
