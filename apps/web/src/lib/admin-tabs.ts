import { paths } from '@/lib/paths';

type TabLink = { href: string; label: string };

export type AdminTab = {
  value: string;
  /** The tab button's text. */
  label: string;
  /** The panel's heading. */
  title: string;
  /** Admin screens of the same area, reachable from the tab. */
  links?: readonly TabLink[];
};

/** The Admin Panel tabs, in the order of docs/product/back-office.md §2.2. */
export const ADMIN_TABS = [
  {
    value: 'analytics',
    label: 'Analytics',
    title: 'Business Overview',
    links: [{ href: paths.admin.analytics, label: 'Customer Analytics' }],
  },
  { value: 'sales', label: 'Sales', title: 'Sales Overview Dashboard' },
  {
    value: 'chat',
    label: 'Live Chat',
    title: 'Quick Chat Responses',
    links: [{ href: paths.admin.chat, label: 'Live Chat Administration' }],
  },
  { value: 'users', label: 'Users', title: 'Users' },
  {
    value: 'product-orders',
    label: 'Product Orders',
    title: 'Product Orders',
    links: [
      { href: paths.admin.orders, label: 'Customer Orders' },
      { href: paths.admin.manualOrder, label: 'Manual Order Entry' },
    ],
  },
  { value: 'subscriptions', label: 'Subscriptions', title: 'Subscriptions' },
  { value: 'products', label: 'Products', title: 'Product Management' },
  {
    value: 'daily-deals',
    label: 'Daily Deals',
    title: 'Daily Deals Management',
    links: [{ href: paths.admin.dailyDealsScheduler, label: 'Daily Deals Scheduler' }],
  },
  { value: 'sale-timers', label: 'Sale Timers', title: 'Sale Timer Management' },
  { value: 'sale-pricing', label: 'Sale Pricing', title: 'Sale Pricing Management' },
  { value: 'lessons', label: 'Lessons', title: 'Lessons' },
  { value: 'pigments', label: 'Pigments', title: 'Pigments' },
  { value: 'coupons', label: 'Coupons', title: 'Coupons' },
  { value: 'giveaways', label: 'Giveaways', title: 'Giveaways' },
  { value: 'shares', label: 'Shares', title: 'Share Verification' },
  { value: 'red-flags', label: 'Red Flags', title: 'Red Flags' },
  { value: 'credits', label: 'Credits', title: 'Credit Management' },
  { value: 'paint-credits', label: 'Paint Credits', title: 'Paint Credits' },
  { value: 'referral-oversight', label: 'Referral Oversight', title: 'Referral System Oversight' },
  { value: 'mystery-boxes', label: 'Mystery Boxes', title: 'Mystery Box Promotion System' },
  { value: 'abandoned-carts', label: 'Abandoned Carts', title: 'Abandoned Carts' },
  { value: 'emails', label: 'Emails', title: 'Email Campaign Export' },
  { value: 'content', label: 'Content', title: 'Social Media Content Export' },
  { value: 'deactivated', label: 'Deactivated', title: 'Deactivated Products' },
  { value: 'settings', label: 'Settings', title: 'Settings' },
] as const satisfies readonly AdminTab[];

export type AdminTabValue = (typeof ADMIN_TABS)[number]['value'];

export const DEFAULT_ADMIN_TAB: AdminTabValue = 'analytics';

export function toAdminTab(value: string): AdminTabValue | null {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? null;
}

/** One tab's heading, title and links. */
export const adminTab = (value: AdminTabValue): AdminTab => ADMIN_TABS.find((tab) => tab.value === value)!;
