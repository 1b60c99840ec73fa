/// <reference types="jest" />
import type { EmailExportEntry, FeaturedAnswer } from '@shop/contracts';
import { emailListText, SOCIAL_POST_ANSWERS, socialPostText, topStoriesText } from './export-text';

const answer = (n: number): FeaturedAnswer => ({
  answer: ` Answer ${n} `,
  wordCount: 2,
  giveaway: `Giveaway ${n}`,
  email: `painter${n}@example.com`,
  createdAt: '2026-03-01T10:00:00Z',
});

describe('the export texts', () => {
  it('lists one e-mail a line', () => {
    const entries = ['a@example.com', 'b@example.com'].map((email): EmailExportEntry => ({
      email,
      source: 'registration',
      firstSeen: '2026-03-01T10:00:00Z',
      activity: 'Registered',
    }));
    expect(emailListText(entries)).toBe('a@example.com\nb@example.com');
  });

  it('numbers the top 5 stories with their giveaway', () => {
    const text = topStoriesText(Array.from({ length: 8 }, (_, i) => answer(i + 1)));
    expect(text.split('\n\n')).toEqual([
      '1. "Answer 1" (Giveaway 1)',
      '2. "Answer 2" (Giveaway 2)',
      '3. "Answer 3" (Giveaway 3)',
      '4. "Answer 4" (Giveaway 4)',
      '5. "Answer 5" (Giveaway 5)',
    ]);
  });

  it('quotes 10 answers in a social post, and no e-mail address', () => {
    const post = socialPostText(Array.from({ length: 14 }, (_, i) => answer(i + 1)));
    expect(post.match(/“Answer \d+”/g)).toHaveLength(SOCIAL_POST_ANSWERS);
    expect(post).toContain('“Answer 10”');
    expect(post).not.toContain('“Answer 11”');
    expect(post).not.toContain('@example.com');
  });
});
