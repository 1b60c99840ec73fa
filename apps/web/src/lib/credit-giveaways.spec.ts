/// <reference types="jest" />
// The unit project maps @shop/contracts to its full entry (with the DTO classes); the web bundles only web.ts.
import 'reflect-metadata';
import type { GiveawayView } from '@shop/contracts';
import { creditsDescription, mentionsHandmadeBrush, spendableGiveaways } from './credit-giveaways';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const giveaway = (fields: Partial<GiveawayView>) =>
  ({ id: fields.title, isActive: true, isComingSoon: false, winnerEmail: null, startDate: null, endDate: null, ...fields }) as GiveawayView;

describe('the giveaways credits can be spent on', () => {
  it('keeps active, started, unfinished giveaways without a winner and drops the rest', () => {
    const list = [
      giveaway({ title: 'open' }),
      giveaway({ title: 'ends later', endDate: '2026-06-02T00:00:00Z' }),
      giveaway({ title: 'inactive', isActive: false }),
      giveaway({ title: 'coming soon', isComingSoon: true }),
      giveaway({ title: 'not started', startDate: '2026-06-01T13:00:00Z' }),
      giveaway({ title: 'ended', endDate: '2026-06-01T11:59:59Z' }),
      giveaway({ title: 'won', winnerEmail: 'w@example.com' }),
    ];
    expect(spendableGiveaways(list, NOW).map((g) => g.title)).toEqual(['open', 'ends later']);
  });
});

describe('the credits screens’ description', () => {
  it('is cut at 100 characters with an ellipsis, and left whole up to 100', () => {
    const long = 'a'.repeat(99) + ' bcdef';
    expect(creditsDescription(long)).toBe(`${'a'.repeat(99)}…`);
    expect(creditsDescription('x'.repeat(100))).toBe('x'.repeat(100));
  });
});

describe('the handmade brush promo', () => {
  it('matches the brush phrase in any case and spelling with or without a hyphen', () => {
    expect(mentionsHandmadeBrush('Win our Handmade Brush!')).toBe(true);
    expect(mentionsHandmadeBrush('hand-made brush set')).toBe(true);
    expect(mentionsHandmadeBrush('Handmade paints')).toBe(false);
  });
});
