import type { ShareAnswer, ShareCountView, ShareVerificationData } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/users/{email}/share-count: every share she has made, whatever its status. */
export async function getShareCount(email: string): Promise<number> {
  return (await api.get<ShareCountView>(`/api/users/${encodeURIComponent(email)}/share-count`)).shareCount;
}

export type GiveawayShare = {
  giveawayId: string;
  userEmail: string;
  platform: string;
  shareText: string;
  shareUrl?: string;
  verificationData: ShareVerificationData;
  saveForLater: boolean;
};

/** POST /api/giveaway-shares: recorded as pending; an approved share is a bonus entry (docs/rules.md §9). */
export function submitShare(share: GiveawayShare): Promise<ShareAnswer> {
  return api.post<ShareAnswer>('/api/giveaway-shares', share);
}
