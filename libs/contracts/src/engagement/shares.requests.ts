import type { ByIdRequest, NoPayload } from '../bus-payloads';
import type { GiveawayView } from './giveaways';
import {
  SharePatterns,
  type NewShare,
  type RedFlagView,
  type ShareAnswer,
  type ShareCountView,
  type ShareCreditsView,
  type ShareDecision,
  type ShareEntriesFilter,
  type ShareEntryView,
  type ShareStats,
} from './shares';
import type { ApprovedShareContentDto } from './shares.dto';

export type ShareGiveawayRequest = { giveawayId: string; email: string } & NewShare;
/** The shares of one e-mail, or only those one unverified session made (`onlySession`). */
export interface OwnSharesRequest {
  email: string;
  onlySession?: string;
}
export interface ShareListEntriesRequest {
  status?: ShareEntriesFilter;
}
export interface ShareDecideRequest {
  id: string;
  decision: ShareDecision;
  adminEmail: string;
}
export interface ShareApproveContentRequest {
  id: string;
  approvedContent?: ApprovedShareContentDto;
}
export interface ShareClearRedFlagRequest {
  email: string;
  adminEmail: string;
}
export interface ShareClearRedFlagAnswer {
  email: string;
  cleared: true;
}

/** What each of SharePatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface ShareRequests {
  [SharePatterns.share]: { payload: ShareGiveawayRequest; answer: ShareAnswer };
  [SharePatterns.shareCount]: { payload: OwnSharesRequest; answer: ShareCountView };
  [SharePatterns.shareCredits]: { payload: OwnSharesRequest; answer: ShareCreditsView };
  [SharePatterns.listEntries]: { payload: ShareListEntriesRequest; answer: ShareEntryView[] };
  [SharePatterns.decide]: { payload: ShareDecideRequest; answer: ShareEntryView };
  [SharePatterns.stats]: { payload: NoPayload; answer: ShareStats };
  [SharePatterns.generateContent]: { payload: ByIdRequest; answer: GiveawayView };
  [SharePatterns.approveContent]: { payload: ShareApproveContentRequest; answer: GiveawayView };
  [SharePatterns.resetSharing]: { payload: ByIdRequest; answer: GiveawayView };
  [SharePatterns.redFlags]: { payload: NoPayload; answer: RedFlagView[] };
  [SharePatterns.clearRedFlag]: { payload: ShareClearRedFlagRequest; answer: ShareClearRedFlagAnswer };
}
