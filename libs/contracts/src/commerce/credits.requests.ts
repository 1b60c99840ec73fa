import type { ByEmailRequest, NoPayload } from '../bus-payloads';
import {
  CreditPatterns,
  type CreditAddAnswer,
  type CreditBalanceView,
  type CreditSpendAnswer,
  type CreditTransactionView,
  type PaintCreditImportAnswer,
  type PaintCreditsOverview,
  type StoreCreditBalanceView,
  type StoreCreditTransactionView,
  type UserStatsView,
} from './credits';
import type { PaintCreditImportDto } from './store-credit.dto';

/** Commerce's part of GET /api/credits/user-stats; engagement adds the giveaway entries. */
export type CreditUserStatsAnswer = Omit<UserStatsView, 'giveawayEntries'>;
export interface CreditSpendRequest {
  email: string;
  credits: number;
  giveawayId: string;
  giveawayTitle?: string;
}
export interface CreditAdminAddRequest {
  email: string;
  credits: number;
  reason?: string;
}

/** What each of CreditPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface CreditRequests {
  [CreditPatterns.storeCreditBalance]: { payload: ByEmailRequest; answer: StoreCreditBalanceView };
  [CreditPatterns.storeCreditTransactions]: { payload: ByEmailRequest; answer: StoreCreditTransactionView[] };
  [CreditPatterns.paintCreditsOverview]: { payload: NoPayload; answer: PaintCreditsOverview };
  [CreditPatterns.paintCreditsImport]: { payload: PaintCreditImportDto; answer: PaintCreditImportAnswer };
  [CreditPatterns.balance]: { payload: ByEmailRequest; answer: CreditBalanceView };
  [CreditPatterns.transactions]: { payload: ByEmailRequest; answer: CreditTransactionView[] };
  [CreditPatterns.userStats]: { payload: ByEmailRequest; answer: CreditUserStatsAnswer };
  [CreditPatterns.spend]: { payload: CreditSpendRequest; answer: CreditSpendAnswer };
  [CreditPatterns.adminAdd]: { payload: CreditAdminAddRequest; answer: CreditAddAnswer };
}
