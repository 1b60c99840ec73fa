import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { ShopperLayout, type NavItem } from '@/components/layouts/shopper-layout';
import { BookIcon, BoxIcon, CoinIcon, FrameIcon, PaletteIcon } from '@/components/ui/icons';
import { LoadingBlock } from '@/components/ui/spinner';
import { adminMeQueryOptions } from '@/features/admin-auth/api/get-admin-me';
import { AccountControl } from '@/features/auth/components/account-control';
import { CartWidget } from '@/features/cart/components/cart-widget';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { ReferralsWidget } from '@/features/referrals/components/referrals-widget';
import { useGalleryEnabled } from '@/features/site-config/api/get-site-config';
import { homeHref, paths } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';

const NAV_ITEMS: NavItem[] = [
  { href: paths.subscriptions, label: 'Subscriptions', icon: <BoxIcon /> },
  { href: paths.products, label: 'Products', icon: <PaletteIcon /> },
  { href: paths.learning, label: 'Learning', icon: <BookIcon />, alsoActiveOn: [paths.lessons] },
  { href: paths.credits, label: 'Credits', icon: <CoinIcon /> },
];

/** The floating deals teaser: its own chunk, loaded once a shopper page shows. */
const DealsParachute = lazy(async () => ({
  default: (await import('@/features/parachutes/components/deals-parachute')).DealsParachute,
}));

/** The giveaway teasers: their own chunk as well. */
const GiveawayParachute = lazy(async () => ({
  default: (await import('@/features/parachutes/components/giveaway-parachute')).GiveawayParachute,
}));

const GALLERY_ITEM: NavItem = { href: paths.gallery, label: 'Gallery', icon: <FrameIcon /> };

function useNavItems(): NavItem[] {
  const gallery = useGalleryEnabled();
  return gallery.enabled ? [...NAV_ITEMS, GALLERY_ITEM] : NAV_ITEMS;
}

/**
 * Without a shopper session, is an administrator browsing the shop? The same
 * guard serves admin and customer pages (docs/product/back-office.md §2.1): the Admin Panel's
 * links (Back to the shop, Referrals) lead here. Asked only then.
 */
function useAdminBrowsing(asked: boolean) {
  const me = useQuery({ ...adminMeQueryOptions(), enabled: asked });
  return { checking: asked && me.isPending, isAdmin: asked && Boolean(me.data) };
}

/**
 * A shopper page: needs a signed-in shopper, or an administrator's session
 * (else back to /, keeping a giveaway id), framed with the shop's navigation.
 */
export function ShopperPage({ children }: { children: ReactNode }) {
  const { email } = useShopperSession();
  const giveaway = new URLSearchParams(useSearch()).get('giveaway');
  const navItems = useNavItems();
  const admin = useAdminBrowsing(!email);

  if (admin.checking) return <LoadingBlock label="Loading..." />;
  if (!email && !admin.isAdmin) return <Redirect to={homeHref(giveaway)} replace />;
  return (
    <ShopperLayout navItems={navItems} account={<AccountControl />}>
      {children}
      <CartWidget />
      <ChatWidget />
      <ReferralsWidget />
      <Suspense fallback={null}>
        <DealsParachute />
      </Suspense>
      <Suspense fallback={null}>
        <GiveawayParachute />
      </Suspense>
    </ShopperLayout>
  );
}
