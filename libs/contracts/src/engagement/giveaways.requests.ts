import type { ByIdRequest, NoPayload } from '../bus-payloads';
import type { UserStatsView } from '../commerce/credits';
import {
  GiveawayPatterns,
  type CreditsSpendableQuery,
  type GiveawayChange,
  type GiveawayEntryView,
  type GiveawayTicketCount,
  type GiveawayView,
  type GiveawayWinnerAnswer,
  type OpenGiveaway,
  type OwnGiveawayEntryRemoved,
} from './giveaways';
import type { CreateGiveawayDto, UpdateGiveawayDto } from './giveaways.dto';

export interface GiveawayCreateRequest {
  fields: CreateGiveawayDto;
  imageUrl: string | null;
}
export interface GiveawayEnterRequest {
  giveawayId: string;
  email: string;
  answer: string;
  sessionId?: string;
  onlySession?: string;
}
export interface GiveawaySetWinnerRequest {
  id: string;
  winnerId?: string | null;
  adminEmail: string;
}
/** The giveaway a request names. */
export interface ByGiveawayRequest {
  giveawayId: string;
}
export interface GiveawayRemoveOwnEntryRequest {
  giveawayId: string;
  email: string;
  onlySession?: string;
}
export interface GiveawayEditEntryRequest {
  id: string;
  answer: string;
}
export interface GiveawayRemoveEntryAnswer {
  id: string;
  deleted: true;
}
export interface GiveawayUpdateRequest {
  id: string;
  fields: UpdateGiveawayDto;
  imageUrl: string | null;
}
export interface GiveawayEntryCountRequest {
  email: string;
}
/** Engagement's part of GET /api/credits/user-stats. */
export type GiveawayEntryCountAnswer = Pick<UserStatsView, 'giveawayEntries'>;

/** What each of GiveawayPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface GiveawayRequests {
  [GiveawayPatterns.listPublic]: { payload: NoPayload; answer: GiveawayView[] };
  [GiveawayPatterns.listAll]: { payload: NoPayload; answer: GiveawayView[] };
  [GiveawayPatterns.create]: { payload: GiveawayCreateRequest; answer: GiveawayView };
  [GiveawayPatterns.enter]: { payload: GiveawayEnterRequest; answer: GiveawayEntryView };
  [GiveawayPatterns.setWinner]: { payload: GiveawaySetWinnerRequest; answer: GiveawayWinnerAnswer };
  [GiveawayPatterns.listEntries]: { payload: ByGiveawayRequest; answer: GiveawayEntryView[] };
  [GiveawayPatterns.removeOwnEntry]: { payload: GiveawayRemoveOwnEntryRequest; answer: OwnGiveawayEntryRemoved };
  [GiveawayPatterns.editEntry]: { payload: GiveawayEditEntryRequest; answer: GiveawayEntryView };
  [GiveawayPatterns.removeEntry]: { payload: ByIdRequest; answer: GiveawayRemoveEntryAnswer };
  [GiveawayPatterns.update]: { payload: GiveawayUpdateRequest; answer: GiveawayChange };
  [GiveawayPatterns.remove]: { payload: ByIdRequest; answer: GiveawayChange };
  [GiveawayPatterns.ticketCounts]: { payload: ByGiveawayRequest; answer: GiveawayTicketCount[] };
  [GiveawayPatterns.entryCount]: { payload: GiveawayEntryCountRequest; answer: GiveawayEntryCountAnswer };
  [GiveawayPatterns.assertCreditsSpendable]: { payload: CreditsSpendableQuery; answer: OpenGiveaway };
}
