import type { EmailExportEntry, FeaturedAnswer } from '@shop/contracts';

/** docs/product/back-office.md §9: a social post uses 10 answers; Copy Top 5 Stories copies 5. */
export const SOCIAL_POST_ANSWERS = 10;
export const TOP_STORIES_COPIED = 5;
/** §9: the e-mail export lists the 10 most recent, then 'and N more'. */
export const RECENT_EMAILS_SHOWN = 10;

/** The e-mail list as it pastes into a mail tool's recipients: one address a line. */
export function emailListText(entries: EmailExportEntry[]): string {
  return entries.map((entry) => entry.email).join('\n');
}

/** The top stories, numbered, each with its giveaway. */
export function topStoriesText(answers: FeaturedAnswer[]): string {
  return answers
    .slice(0, TOP_STORIES_COPIED)
    .map((answer, index) => `${index + 1}. "${answer.answer.trim()}" (${answer.giveaway})`)
    .join('\n\n');
}

/** A post for the shop's social accounts, quoting the community's own words (no e-mail addresses). */
export function socialPostText(answers: FeaturedAnswer[]): string {
  const quotes = answers.slice(0, SOCIAL_POST_ANSWERS).map((answer) => `“${answer.answer.trim()}”`);
  return [
    'Our painting community has been sharing what they love about watercolor:',
    '',
    ...quotes,
    '',
    'Thank you for painting with us! Join the next giveaway and tell us yours.',
    '#watercolor #handmadepaint #watercolorcommunity',
  ].join('\n');
}
