import type { DailyDealView } from '@shop/contracts';

/** What the admin list shows: the stored status, or Expired once the end has passed (docs/product/back-office.md §4). */
export type DealDisplayStatus = DailyDealView['status'] | 'expired';

export function dealDisplayStatus(deal: Pick<DailyDealView, 'status' | 'isExpired'>): DealDisplayStatus {
  return deal.isExpired ? 'expired' : deal.status;
}

export const DEAL_STATUS_LABELS: Record<DealDisplayStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
};

/** 'Activate Now' is offered to a scheduled or switched-off deal; an ended one needs a later end first (the server refuses it). */
export const canActivate = (deal: Pick<DailyDealView, 'status' | 'isExpired'>) => deal.status !== 'active' && !deal.isExpired;
