/// <reference types="jest" />
// The unit project maps @shop/contracts to its full entry (with the DTO classes); the web bundles only web.ts.
import 'reflect-metadata';
import { GIVEAWAY_DEFAULT_QUESTION } from '@shop/contracts';
import { descriptionPreview, giveawayDisplayTitle, giveawayPhase, giveawayQuestion } from './giveaway-display';

describe('how a giveaway card reads (docs/product/engagement.md "Giveaways", §9)', () => {
  it("shows 'Part 1' as the Pink Violets Set, 'Part 2' as the Premium Brush, any other title as it is", () => {
    expect(giveawayDisplayTitle('Spring Giveaway Part 1')).toBe('Pink Violets Set');
    expect(giveawayDisplayTitle('Part 2 — the brush')).toBe('Premium Brush ($163)');
    expect(giveawayDisplayTitle('Cobalt Tin Giveaway')).toBe('Cobalt Tin Giveaway');
    expect(giveawayDisplayTitle('part 1 in lower case')).toBe('part 1 in lower case');
  });

  it('previews the first 80 characters of the description, marking a cut', () => {
    expect(descriptionPreview('Twelve half pans.')).toBe('Twelve half pans.');
    expect(descriptionPreview('a'.repeat(80))).toBe('a'.repeat(80));
    expect(descriptionPreview(`${'b'.repeat(80)}cdef`)).toBe(`${'b'.repeat(80)}…`);
    expect(descriptionPreview('  two\n\nlines  ')).toBe('two lines');
  });

  it('asks the default question when the giveaway has none', () => {
    expect(giveawayQuestion({ question: '   ' })).toBe(GIVEAWAY_DEFAULT_QUESTION);
    expect(giveawayQuestion({ question: 'Which pigment?' })).toBe('Which pigment?');
  });

  it('takes entries only between its start and end, not while coming soon or once it has a winner', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const base = { isComingSoon: false, startDate: null, endDate: null, winnerEmail: null };
    expect(giveawayPhase(base, now)).toBe('open');
    expect(giveawayPhase({ ...base, isComingSoon: true }, now)).toBe('coming-soon');
    expect(giveawayPhase({ ...base, startDate: '2026-06-02T00:00:00Z' }, now)).toBe('coming-soon');
    expect(giveawayPhase({ ...base, endDate: '2026-06-01T12:00:00Z' }, now)).toBe('ended');
    expect(giveawayPhase({ ...base, endDate: '2026-06-01T12:00:01Z' }, now)).toBe('open');
    expect(giveawayPhase({ ...base, winnerEmail: 'w@example.com' }, now)).toBe('ended');
  });
});
