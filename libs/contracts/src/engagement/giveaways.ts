import type { ShareContent, ShareContentStatus } from './shares';

/**
 * Giveaways and their entries, owned by engagement (docs/product/engagement.md "Giveaways", §3, §4, §5;
 * docs/product/back-office.md "Giveaways panel"; docs/rules.md §9).
 */
export const GiveawayPatterns = {
  listPublic: 'engagement.giveaway.list-public',
  listAll: 'engagement.giveaway.list-all',
  create: 'engagement.giveaway.create',
  enter: 'engagement.giveaway.enter',
  setWinner: 'engagement.giveaway.set-winner',
  listEntries: 'engagement.giveaway.list-entries',
  removeOwnEntry: 'engagement.giveaway.remove-own-entry',
  editEntry: 'engagement.giveaway.edit-entry',
  removeEntry: 'engagement.giveaway.remove-entry',
  update: 'engagement.giveaway.update',
  remove: 'engagement.giveaway.remove',
  ticketCounts: 'engagement.giveaway.ticket-counts',
  /** How many giveaways an e-mail has entered (GET /api/user-stats' giveawayEntries). */
  entryCount: 'engagement.giveaway.entry-count',
  /**
   * A credits spend asks first (docs/rules.md §8): answers the giveaway's id and title when it takes entries now and she
   * has entered it, else 404/409 as entering would, or 409 GIVEAWAY_ENTRY_NEEDED_FOR_CREDITS.
   */
  assertCreditsSpendable: 'engagement.giveaway.assert-credits-spendable',
} as const;

/** engagement.giveaway.assert-credits-spendable asks this. */
export interface CreditsSpendableQuery {
  giveawayId: string;
  email: string;
}

/** engagement.giveaway.assert-credits-spendable answers this. */
export interface OpenGiveaway {
  id: string;
  title: string;
}

/** Credits buy extra tickets only in a giveaway she has entered with an answer (docs/rules.md §8). */
export const GIVEAWAY_ENTRY_NEEDED_FOR_CREDITS = 'Enter this giveaway before spending credits on it';

export const GIVEAWAY_TITLE_MAX_LENGTH = 200;
export const GIVEAWAY_TEXT_MAX_LENGTH = 5_000;
/** A website, a handle, the hashtags. */
export const GIVEAWAY_SHORT_TEXT_MAX_LENGTH = 500;
/** What a giveaway's website link must be: blank (none), or a web address a browser opens as a page (docs/rules.md §9). */
export const GIVEAWAY_WEBSITE_URL_HINT = 'an http:// or https:// address';
// eslint-disable-next-line no-control-regex -- control characters are what the address may not hold
const WEB_PAGE_ADDRESS = /^https?:\/\/[^\s\u0000-\u001f\u007f/?#]+(?:[/?#][^\s\u0000-\u001f\u007f]*)?$/i;

/** Never `javascript:`, `data:`, `ftp:` or any other scheme: the link is shown to shoppers and opened on a click. */
export function isGiveawayWebsiteUrl(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || WEB_PAGE_ADDRESS.test(trimmed);
}

/** An entry's answer: not blank, at most this many characters (docs/rules.md §9). */
export const GIVEAWAY_ANSWER_MAX_LENGTH = 2_000;
export const GIVEAWAY_ALREADY_ENTERED = 'Already Entered';
/**
 * Entries one client address may make in an hour, across every session and e-mail (docs/rules.md §9); a gateway's
 * ENTRY_LIMIT_PER_ADDRESS_HOUR setting overrides it.
 */
export const GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR = 10;
export const GIVEAWAY_ADDRESS_ENTRY_LIMIT = 'Too many giveaway entries from your network. Please try again in an hour.';
/** A giveaway without a title (docs/product/back-office.md §5 giveaway form). */
export const GIVEAWAY_TITLE_REQUIRED = 'Title is required';
/** The entry dialog asks this when the giveaway's own question is blank (docs/product/engagement.md "Giveaways"). */
export const GIVEAWAY_DEFAULT_QUESTION = "What's your favorite watercolor technique or what would you most like to learn?";

export interface GiveawayView {
  id: string;
  title: string;
  description: string;
  question: string;
  imageUrl: string | null;
  isActive: boolean;
  isComingSoon: boolean;
  startDate: string | null;
  endDate: string | null;
  entryCount: number;
  /** The winner's e-mail; `winnerId` is the same value under the documents' name. Picking one ends the giveaway. */
  winnerEmail: string | null;
  winnerId: string | null;
  /** When a winner was last cleared (the giveaway parachute drops again for it), else null. */
  reopenedAt: string | null;
  shareContentApproved: boolean;
  shareContentStatus: ShareContentStatus;
  /** Generated share texts awaiting the admin's review, null when none. */
  pendingShareContent: ShareContent | null;
  sharingGuide: string;
  bulletinMessage: string;
  websiteUrl: string;
  businessHandle: string;
  shareHashtags: string;
  instagramShareText: string;
  facebookShareText: string;
  tiktokShareText: string;
  shareText: string;
}

/** The giveaway's free texts (docs/product/engagement.md §3), each stored as given, blank when not sent. */
export const GIVEAWAY_TEXT_FIELDS = [
  'description',
  'question',
  'bulletinMessage',
  'websiteUrl',
  'businessHandle',
  'shareHashtags',
  'instagramShareText',
  'facebookShareText',
  'tiktokShareText',
  'shareText',
  'sharingGuide',
] as const;
export type GiveawayTextField = (typeof GIVEAWAY_TEXT_FIELDS)[number];

/** An edit or a deletion answers the image files it let go, for the gateway to delete. */
export interface GiveawayChange {
  giveaway: GiveawayView;
  droppedImage: string | null;
}

export interface GiveawayEntryView {
  id: string;
  giveawayId: string;
  userEmail: string;
  answer: string;
  createdAt: string;
}

/** PATCH …/winner and POST …/draw answer the giveaway as it now is, with the number of tickets the choice was made over. */
export interface GiveawayWinnerAnswer extends GiveawayView {
  ticketCount: number;
}

/** DELETE /api/giveaways/{id}/entries/user/{email}: the browser forgets it entered this giveaway. */
export interface OwnGiveawayEntryRemoved {
  message: string;
  clearStorage: true;
  giveawayId: string;
}

/** The admin's view of the draw: how many tickets each entrant holds, credit tickets included. */
export interface GiveawayTicketCount {
  userEmail: string;
  tickets: number;
}

/** Published through engagement's outbox in the change's own transaction; admin-reporting keeps its copy from them. */
export const GiveawayEvents = {
  entered: 'giveaway.entered',
  entryUpdated: 'giveaway.entry-updated',
  entryRemoved: 'giveaway.entry-removed',
} as const;

/** giveaway.entered and giveaway.entry-updated (an admin edited the answer). */
export interface GiveawayEnteredEvent {
  entryId: string;
  giveawayId: string;
  giveawayTitle: string;
  email: string;
  answer: string;
  createdAt: string;
}

export interface GiveawayEntryRemovedEvent {
  entryId: string;
  giveawayId: string;
  email: string;
}
