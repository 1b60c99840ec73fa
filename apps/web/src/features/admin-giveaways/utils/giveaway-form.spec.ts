/// <reference types="jest" />
// The unit project resolves @shop/contracts to its server entry, whose DTO decorators need this.
import 'reflect-metadata';
import { GIVEAWAY_SHORT_TEXT_MAX_LENGTH, GIVEAWAY_TITLE_MAX_LENGTH, type GiveawayView } from '@shop/contracts';
import {
  emptyGiveawayForm,
  formDataIsEmpty,
  giveawayFormValues,
  hasErrors,
  TITLE_MISSING,
  toGiveawayFormData,
  validateGiveawayForm,
  type GiveawayFormValues,
} from './giveaway-form';
import { descriptionPreview, giveawayStatusLabel, isOpenForEntry } from './giveaway-status';

const NOW = new Date(2025, 5, 10, 14, 30).getTime();
const HOUR = 60 * 60 * 1000;

function form(overrides: Partial<GiveawayFormValues> = {}): GiveawayFormValues {
  return { ...emptyGiveawayForm(), title: 'Spring palette', ...overrides };
}

function giveaway(overrides: Partial<GiveawayView> = {}): GiveawayView {
  return {
    id: 'g1',
    title: 'Spring palette',
    description: 'Twelve pans.',
    question: '',
    imageUrl: null,
    isActive: true,
    isComingSoon: false,
    startDate: null,
    endDate: null,
    entryCount: 0,
    winnerEmail: null,
    winnerId: null,
    reopenedAt: null,
    shareContentApproved: false,
    shareContentStatus: 'not-generated',
    pendingShareContent: null,
    sharingGuide: '',
    bulletinMessage: '',
    websiteUrl: '',
    businessHandle: '',
    shareHashtags: '',
    instagramShareText: '',
    facebookShareText: '',
    tiktokShareText: '',
    shareText: '',
    ...overrides,
  };
}

const entries = (data: FormData) => Object.fromEntries([...data.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']));

describe('the giveaway form', () => {
  it('needs a title, and nothing else', () => {
    expect(validateGiveawayForm(form({ title: '   ' })).title).toBe(TITLE_MISSING);
    expect(hasErrors(validateGiveawayForm(form()))).toBe(false);
  });

  it('checks the server’s lengths before sending', () => {
    expect(validateGiveawayForm(form({ title: 'x'.repeat(GIVEAWAY_TITLE_MAX_LENGTH + 1) })).title).toBe(
      `Title must be at most ${GIVEAWAY_TITLE_MAX_LENGTH} characters`,
    );
    expect(validateGiveawayForm(form({ websiteUrl: 'x'.repeat(GIVEAWAY_SHORT_TEXT_MAX_LENGTH + 1) })).websiteUrl).toBe(
      `At most ${GIVEAWAY_SHORT_TEXT_MAX_LENGTH} characters`,
    );
  });

  it('takes a website link only as an http:// or https:// address (or none), as the server does', () => {
    for (const websiteUrl of ['javascript:alert(1)', 'data:text/html,x', 'ftp://files.example.com', 'watercolor.shop']) {
      expect(validateGiveawayForm(form({ websiteUrl })).websiteUrl).toBe('Must be an http:// or https:// address');
    }
    for (const websiteUrl of ['', 'https://watercolor.shop/giveaway', 'http://paint.example']) {
      expect(validateGiveawayForm(form({ websiteUrl })).websiteUrl).toBeUndefined();
    }
  });

  it('refuses an end not after the start; either date alone is fine', () => {
    expect(validateGiveawayForm(form({ startDate: '2025-06-10T10:00', endDate: '2025-06-10T10:00' })).endDate).toBe(
      'endDate must be after startDate',
    );
    expect(validateGiveawayForm(form({ startDate: '2025-06-10T10:00', endDate: '2025-06-09T10:00' })).endDate).toBe(
      'endDate must be after startDate',
    );
    expect(hasErrors(validateGiveawayForm(form({ endDate: '2025-06-09T10:00' })))).toBe(false);
    expect(hasErrors(validateGiveawayForm(form({ startDate: '2025-06-10T10:00', endDate: '2025-06-10T10:01' })))).toBe(false);
  });

  it('sends a date emptied on edit blank, which the API reads as "no date"', () => {
    const loaded = giveaway({ endDate: new Date(NOW).toISOString() });
    const emptied = { ...giveawayFormValues(loaded), endDate: '' };
    expect(hasErrors(validateGiveawayForm(emptied))).toBe(false);
    expect(entries(toGiveawayFormData(emptied, null, loaded))).toEqual({ endDate: '' });
  });

  it('creates with every field, blank dates left out and the flags as text', () => {
    const sent = entries(toGiveawayFormData(form({ title: '  Spring palette ', endDate: '2025-06-20T21:00' }), null, null));
    expect(sent).toMatchObject({ title: 'Spring palette', description: '', isActive: 'true', isComingSoon: 'false' });
    expect(sent.endDate).toBe(new Date(2025, 5, 20, 21, 0).toISOString());
    expect(sent).not.toHaveProperty('startDate');
    expect(sent).not.toHaveProperty('image');
  });

  it('edits with only the fields that changed, the image when one is chosen', () => {
    const loaded = giveaway({ startDate: new Date(NOW + 17_000).toISOString() });
    const untouched = toGiveawayFormData(giveawayFormValues(loaded), null, loaded);
    expect(formDataIsEmpty(untouched)).toBe(true); // the start's seconds are kept: it is not re-sent
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const sent = entries(toGiveawayFormData({ ...giveawayFormValues(loaded), title: 'Summer palette', isComingSoon: true }, image, loaded));
    expect(sent).toEqual({ title: 'Summer palette', isComingSoon: 'true', image: 'file' });
  });
});

describe('a giveaway’s status', () => {
  it('names the winner first, then Coming Soon, Active or Inactive', () => {
    expect(giveawayStatusLabel(giveaway({ winnerEmail: 'ana@example.com', isActive: false }))).toBe('Winner: ana@example.com');
    expect(giveawayStatusLabel(giveaway({ isComingSoon: true }))).toBe('Coming Soon');
    expect(giveawayStatusLabel(giveaway())).toBe('Active');
    expect(giveawayStatusLabel(giveaway({ isActive: false }))).toBe('Inactive');
  });

  it('is open for entry only active, started, not coming soon, not ended and without a winner', () => {
    expect(isOpenForEntry(giveaway(), NOW)).toBe(true);
    expect(isOpenForEntry(giveaway({ endDate: new Date(NOW + HOUR).toISOString() }), NOW)).toBe(true);
    expect(isOpenForEntry(giveaway({ endDate: new Date(NOW).toISOString() }), NOW)).toBe(false);
    expect(isOpenForEntry(giveaway({ startDate: new Date(NOW + HOUR).toISOString() }), NOW)).toBe(false);
    expect(isOpenForEntry(giveaway({ isComingSoon: true }), NOW)).toBe(false);
    expect(isOpenForEntry(giveaway({ isActive: false }), NOW)).toBe(false);
    expect(isOpenForEntry(giveaway({ winnerEmail: 'ana@example.com' }), NOW)).toBe(false);
  });

  it('cuts the description at 100 characters', () => {
    expect(descriptionPreview('short')).toBe('short');
    expect(descriptionPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(descriptionPreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
  });
});
