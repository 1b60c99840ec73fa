import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToInt, Trim } from '../validation';

export const ReportingUserPatterns = {
  list: 'admin-reporting.users.list',
  activity: 'admin-reporting.users.activity',
} as const;

/** GET /api/users (admin) */
export class UserListQueryDto {
  @IsOptional() @Trim() @IsString() @MaxLength(254)
  search?: string;

  @IsOptional() @ToInt() @IsInt() @Min(1) @Max(500)
  limit?: number;

  @IsOptional() @ToInt() @IsInt() @Min(0)
  offset?: number;
}

/** admin.md §3 "User", as far as the reporting copy knows it today. */
export interface ReportedUser {
  id: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  createdAt: string;
  pageViews: number;
  totalOrders: number;
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
