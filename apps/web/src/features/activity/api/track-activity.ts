import type { ActivityType } from '@shop/contracts';
import { api } from '@/lib/api-client';

export type UserActivity = {
  email: string;
  activityType: ActivityType;
  description: string;
  pagePath: string;
  /** Whole seconds spent on the previous page. */
  timeSpent: number;
  metadata: Record<string, unknown>;
  deviceUsed: string;
};

/** POST /api/users/activity. Tracking never bothers the shopper: failures are only logged. */
export async function trackActivity(activity: UserActivity): Promise<void> {
  try {
    await api.post('/api/users/activity', activity);
  } catch (error) {
    console.error('Activity tracking failed', error);
  }
}
