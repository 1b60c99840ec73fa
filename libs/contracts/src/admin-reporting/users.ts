export const ReportingUserPatterns = {
  list: 'admin-reporting.users.list',
  activity: 'admin-reporting.users.activity',
} as const;

/** docs/product/back-office.md §3 "User", from the reporting copy (docs/api.md "GET /api/users"). */
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
  /** The street line of her last paid order's shipping address; with its city and state, null when no paid order had an address. */
  shippingAddress: string | null;
  shippingCity: string | null;
  shippingState: string | null;
  /** Her most recent paid subscription (docs/rules.md §6 "Subscription period"): its plan line, paid date, and paid date plus its months; null when none. */
  subscriptionPlan: string | null;
  subscriptionStartDate: string | null;
  subscriptionEndDate: string | null;
}

export interface UserActivitySummary {
  totalPageViews: number;
  totalGiveawayEntries: number;
  totalOrders: number;
  totalPurchases: number;
  recentActivities: { id: string; activityType: string; description: string | null; pagePath: string | null; createdAt: string }[];
}
