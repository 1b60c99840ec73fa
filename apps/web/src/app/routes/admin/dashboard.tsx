import { AdminScreen } from '@/features/admin-auth/components/admin-screen';
import { CouponsPanel } from '@/features/admin-coupons/components/coupons-panel';
import { AuctionsPanel } from '@/features/admin-dutch-auctions/components/auctions-panel';
import { DailyDealsManagement } from '@/features/admin-daily-deals/components/daily-deals-management';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { LowStockPanel } from '@/features/admin-dashboard/components/low-stock-panel';
import { TabPanelFrame } from '@/features/admin-dashboard/components/tab-panel-frame';
import { adminTab } from '@/lib/admin-tabs';
import { GiveawaysPanel } from '@/features/admin-giveaways/components/giveaways-panel';
import { UnenteredGiveaways } from '@/features/admin-giveaways/components/unentered-giveaways';
import { RedFlagsPanel } from '@/features/admin-red-flags/components/red-flags-panel';
import { CreditsPanel } from '@/features/admin-credits/components/credits-panel';
import { ReferralOversightPanel } from '@/features/admin-referrals/components/referral-oversight-panel';
import { SharesPanel } from '@/features/admin-shares/components/shares-panel';
import { LessonsPanel } from '@/features/admin-learning/components/lessons-panel';
import { PigmentsPanel } from '@/features/admin-learning/components/pigments-panel';
import { QuickChatPanel } from '@/features/admin-chat/components/quick-chat-panel';
import { useChatSocket } from '@/features/chat/lib/chat-socket';
import { MysteryBoxesPanel } from '@/features/admin-mystery-boxes/components/mystery-boxes-panel';
import { AbandonedCartsPanel } from '@/features/admin-abandoned-carts/components/abandoned-carts-panel';
import { ProductOrdersPanel } from '@/features/admin-orders/components/product-orders-panel';
import { SubscriptionOrdersPanel } from '@/features/admin-orders/components/subscription-orders-panel';
import { SalesPanel } from '@/features/admin-orders/components/sales-panel';
import { SalesOverviewDashboard } from '@/features/admin-sales/components/sales-overview';
import { ProductManagementPanel } from '@/features/admin-products/components/product-management-panel';
import { SalePricingPanel } from '@/features/admin-products/components/sale-pricing-panel';
import { SaleTimerPanel } from '@/features/admin-sale-timers/components/sale-timer-panel';
import { SubscriptionsPanel } from '@/features/admin-subscriptions/components/subscriptions-panel';
import { AuditLog } from '@/features/audit-log/components/audit-log';
import { HeroImagePanel } from '@/features/site-config/components/hero-image-panel';
import { LowStockThresholdForm } from '@/features/site-config/components/low-stock-threshold-form';
import { ParachuteExclusionsPanel } from '@/features/site-config/components/parachute-exclusions-panel';
import { AnalyticsPanel } from '@/features/admin-analytics/components/analytics-panel';
import { UsersPanel } from '@/features/admin-users/components/users-panel';
import { EmailExportPanel } from '@/features/admin-exports/components/email-export-panel';
import { ContentExportPanel } from '@/features/admin-exports/components/content-export-panel';
import { GalleryModerationPanel } from '@/features/admin-gallery/components/gallery-moderation-panel';

const SETTINGS_PANEL = (
  <div className="flex flex-col gap-6">
    <HeroImagePanel />
    <ParachuteExclusionsPanel />
    <GalleryModerationPanel />
    <AuditLog />
  </div>
);

/** The Daily Deals tab: Daily Deals Management (Current Deals, Deal Scheduler) in the frame; the gravity auctions below. */
const DAILY_DEALS_PANEL = (
  <div className="flex flex-col gap-6">
    <TabPanelFrame tab={adminTab('daily-deals')}>
      <DailyDealsManagement />
    </TabPanelFrame>
    <AuctionsPanel />
  </div>
);

/** The Analytics tab, the first /admin shows: what is low on stock, to restock at once, then the Business Overview. */
const ANALYTICS_PANEL = (
  <div className="flex flex-col gap-6">
    <LowStockPanel thresholdForm={<LowStockThresholdForm />} />
    <AnalyticsPanel />
  </div>
);

/** The chat tab: Quick Chat Responses under its heading, with the way to Live Chat Administration. */
const CHAT_PANEL = (
  <TabPanelFrame tab={adminTab('chat')}>
    <QuickChatPanel useSocket={useChatSocket} />
  </TabPanelFrame>
);

/** /admin: the sign-in form, or the Admin Panel once signed in. */
export function AdminDashboardRoute() {
  return (
    <AdminScreen title="Admin Panel" isDashboard>
      <AdminDashboard
        panels={{
          settings: SETTINGS_PANEL,
          'daily-deals': DAILY_DEALS_PANEL,
          'sale-timers': <SaleTimerPanel />,
          lessons: <LessonsPanel />,
          pigments: <PigmentsPanel />,
          products: <ProductManagementPanel />,
          'sale-pricing': <SalePricingPanel />,
          subscriptions: (
            <>
              <SubscriptionsPanel />
              <SubscriptionOrdersPanel />
            </>
          ),
          coupons: <CouponsPanel />,
          'mystery-boxes': <MysteryBoxesPanel />,
          'product-orders': <ProductOrdersPanel />,
          sales: (
            <SalesPanel>
              <SalesOverviewDashboard />
            </SalesPanel>
          ),
          'abandoned-carts': <AbandonedCartsPanel />,
          chat: CHAT_PANEL,
          giveaways: <GiveawaysPanel />,
          shares: <SharesPanel />,
          'red-flags': <RedFlagsPanel />,
          credits: <CreditsPanel />,
          'referral-oversight': <ReferralOversightPanel />,
          analytics: ANALYTICS_PANEL,
          users: <UsersPanel />,
          emails: <EmailExportPanel />,
          content: <ContentExportPanel />,
        }}
      />
      <UnenteredGiveaways />
    </AdminScreen>
  );
}
