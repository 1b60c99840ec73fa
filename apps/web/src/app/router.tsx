import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { LoadingBlock } from '@/components/ui/spinner';
import { usePageActivity } from '@/features/activity/hooks/use-page-activity';
import { useSessionSync } from '@/lib/server-session';
import { useGalleryEnabled } from '@/features/site-config/api/get-site-config';
import { paths } from '@/lib/paths';
import { useScrollToTopOnNavigation } from '@/lib/use-scroll-to-top';
import { CancelRoute } from './routes/cancel';
import { CreditsRoute } from './routes/credits';
import { GalleryRoute } from './routes/gallery';
import { LandingRoute } from './routes/landing';
import { LearningRoute } from './routes/learning';
import { MyOrdersRoute } from './routes/my-orders';
import { NotFoundRoute } from './routes/not-found';
import { ProductsRoute } from './routes/products';
import { ReferralsRoute } from './routes/referrals';
import { SubscriptionsRoute } from './routes/subscriptions';
import { SuccessRoute } from './routes/success';
import { ShopperPage } from './shopper-page';

/** React.lazy for a named export: the admin area is its own chunk, never loaded by shoppers. */
function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

type RouteDef = { path: string; component: ComponentType };

/** Guarded by the shopper session (redirect to / without it). */
const SHOPPER_ROUTES: RouteDef[] = [
  { path: paths.subscriptions, component: SubscriptionsRoute },
  { path: paths.products, component: ProductsRoute },
  { path: paths.learning, component: LearningRoute },
  { path: paths.lessons, component: LearningRoute },
  { path: paths.credits, component: CreditsRoute },
  { path: paths.referrals, component: ReferralsRoute },
  { path: paths.myOrders, component: MyOrdersRoute },
];

/** Registered only when the site setting gallery_enabled is "true". */
const GALLERY_ROUTE: RouteDef = { path: paths.gallery, component: GalleryRoute };

/** Guarded by the admin session (each screen checks it; /admin itself shows the sign-in). */
const ADMIN_ROUTES: RouteDef[] = [
  {
    path: paths.admin.dashboard,
    component: lazyNamed(() => import('./routes/admin/dashboard'), 'AdminDashboardRoute'),
  },
  { path: paths.admin.chat, component: lazyNamed(() => import('./routes/admin/chat'), 'AdminChatRoute') },
  {
    path: paths.admin.deactivated,
    component: lazyNamed(() => import('./routes/admin/deactivated'), 'AdminDeactivatedRoute'),
  },
  {
    path: paths.admin.paintCredits,
    component: lazyNamed(() => import('./routes/admin/paint-credits'), 'AdminPaintCreditsRoute'),
  },
  { path: paths.admin.orders, component: lazyNamed(() => import('./routes/admin/orders'), 'AdminOrdersRoute') },
  {
    path: paths.admin.manualOrder,
    component: lazyNamed(() => import('./routes/admin/manual-order'), 'AdminManualOrderRoute'),
  },
  {
    path: paths.admin.packingSlip,
    component: lazyNamed(() => import('./routes/admin/packing-slip'), 'AdminPackingSlipRoute'),
  },
  {
    path: paths.admin.analytics,
    component: lazyNamed(() => import('./routes/admin/analytics'), 'AdminAnalyticsRoute'),
  },
  {
    path: paths.admin.dailyDealsScheduler,
    component: lazyNamed(() => import('./routes/admin/daily-deals-scheduler'), 'AdminDailyDealsSchedulerRoute'),
  },
  {
    path: paths.commissionSettings,
    component: lazyNamed(() => import('./routes/admin/commission-settings'), 'CommissionSettingsRoute'),
  },
];

const PageLoading = () => <LoadingBlock label="Loading..." />;

/**
 * The app-wide effects of a page load and of each navigation, in a leaf of
 * their own: the session check's answer re-renders only this, not every page.
 */
function AppEffects({ pathname }: { pathname: string }) {
  useSessionSync();
  usePageActivity();
  useScrollToTopOnNavigation(pathname);
  return null;
}

export function AppRouter() {
  const [pathname] = useLocation();
  const gallery = useGalleryEnabled();

  const shopperRoutes = gallery.enabled ? [...SHOPPER_ROUTES, GALLERY_ROUTE] : SHOPPER_ROUTES;

  return (
    <ErrorBoundary resetKey={pathname}>
      <AppEffects pathname={pathname} />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path={paths.home} component={LandingRoute} />
          {shopperRoutes.map(({ path, component: Screen }) => (
            <Route key={path} path={path}>
              <ShopperPage>
                <Screen />
              </ShopperPage>
            </Route>
          ))}
          {/* Until the setting is known, /gallery waits instead of flashing "not found". */}
          {gallery.isPending && <Route path={paths.gallery} component={PageLoading} />}
          <Route path={paths.success} component={SuccessRoute} />
          <Route path={paths.cancel} component={CancelRoute} />
          {ADMIN_ROUTES.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={NotFoundRoute} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
