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
    // The browser's user agent lets the owner's analytics name the browser (docs/api.md "Analytics").
    await api.post('/api/users/activity', { ...activity, metadata: { userAgent: navigator.userAgent, ...activity.metadata } });
  } catch (error) {
    console.error('Activity tracking failed', error);
  }
}
