export const ReportingUserPatterns = {
  list: 'admin-reporting.users.list',
  activity: 'admin-reporting.users.activity',
} as const;

/** docs/product/back-office.md §3 "User", as far as the reporting copy knows it today. */
export interface ReportedUser {
  id: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  createdAt: string;
  pageViews: number;
  /** Every order placed with this e-mail, whatever its status. */
  totalOrders: number;
  /** Dollars of her paid orders (as GET /api/user-stats counts them). */
  totalPurchases: number;
  lastActivityDate: string | null;
  deviceType: string | null;
  referralCode: string | null;
}

export interface UserActivitySummary {
  totalPageViews: number;
  totalGiveawayEntries: number;
  totalOrders: number;
  totalPurchases: number;
  recentActivities: { id: string; activityType: string; description: string | null; pagePath: string | null; createdAt: string }[];
}
