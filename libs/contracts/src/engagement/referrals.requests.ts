import type { ByIdRequest, NoPayload } from '../bus-payloads';
import {
  ReferralPatterns,
  type CommissionRateView,
  type CommissionSettingView,
  type ReferralClickAnswer,
  type ReferralClickRequest,
  type ReferralDashboard,
  type ReferralLinkDeleted,
  type ReferralLinkView,
  type ReferralOversightLink,
  type ReferralOverview,
  type ReferralTier,
  type ReferralTransactionView,
} from './referrals';
import type { CreateCommissionSettingDto, UpdateReferralTierDto } from './referrals.dto';

export interface ReferralCreateLinkRequest {
  email: string;
  name: string;
  couponCode: string | null;
}
export interface ReferralDeleteLinkRequest {
  id: string;
  email: string;
}
export interface ReferralDashboardRequest {
  email: string;
}
export interface ReferralUpdateTierRequest {
  id: string;
  fields: UpdateReferralTierDto;
}
export interface ReferralAdminAllTransactionsRequest {
  limit?: number;
  offset?: number;
}
export interface ReferralCreateCommissionSettingRequest {
  fields: CreateCommissionSettingDto;
}

/** What each of ReferralPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface ReferralRequests {
  [ReferralPatterns.createLink]: { payload: ReferralCreateLinkRequest; answer: ReferralLinkView };
  [ReferralPatterns.deleteLink]: { payload: ReferralDeleteLinkRequest; answer: ReferralLinkDeleted };
  [ReferralPatterns.trackClick]: { payload: ReferralClickRequest; answer: ReferralClickAnswer };
  [ReferralPatterns.dashboard]: { payload: ReferralDashboardRequest; answer: ReferralDashboard };
  [ReferralPatterns.tiers]: { payload: NoPayload; answer: ReferralTier[] };
  [ReferralPatterns.updateTier]: { payload: ReferralUpdateTierRequest; answer: ReferralTier };
  [ReferralPatterns.adminOverview]: { payload: NoPayload; answer: ReferralOverview };
  [ReferralPatterns.adminAllLinks]: { payload: NoPayload; answer: ReferralOversightLink[] };
  [ReferralPatterns.adminAllTransactions]: { payload: ReferralAdminAllTransactionsRequest; answer: ReferralTransactionView[] };
  [ReferralPatterns.commissionRate]: { payload: NoPayload; answer: CommissionRateView };
  [ReferralPatterns.commissionSettings]: { payload: NoPayload; answer: CommissionSettingView[] };
  [ReferralPatterns.createCommissionSetting]: { payload: ReferralCreateCommissionSettingRequest; answer: CommissionSettingView };
  [ReferralPatterns.deactivateCommissionSetting]: { payload: ByIdRequest; answer: CommissionSettingView };
}
