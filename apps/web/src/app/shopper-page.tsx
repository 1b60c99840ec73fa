import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { ShopperLayout, type NavItem } from '@/components/layouts/shopper-layout';
import { BookIcon, BoxIcon, CoinIcon, FrameIcon, PaletteIcon } from '@/components/ui/icons';
import { CartWidget } from '@/features/cart/components/cart-widget';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { useGalleryEnabled } from '@/features/site-config/api/get-site-config';
import { homeHref, paths } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';

const NAV_ITEMS: NavItem[] = [
  { href: paths.subscriptions, label: 'Subscriptions', icon: <BoxIcon /> },
  { href: paths.products, label: 'Products', icon: <PaletteIcon /> },
  { href: paths.learning, label: 'Learning', icon: <BookIcon />, alsoActiveOn: [paths.lessons] },
  { href: paths.credits, label: 'Credits', icon: <CoinIcon /> },
];

const GALLERY_ITEM: NavItem = { href: paths.gallery, label: 'Gallery', icon: <FrameIcon /> };

function useNavItems(): NavItem[] {
  const gallery = useGalleryEnabled();
  return gallery.enabled ? [...NAV_ITEMS, GALLERY_ITEM] : NAV_ITEMS;
}

/**
 * A shopper page: needs a signed-in shopper (else back to /, keeping a
 * giveaway id), framed with the shop's navigation.
 */
export function ShopperPage({ children }: { children: ReactNode }) {
  const { email } = useShopperSession();
  const giveaway = new URLSearchParams(useSearch()).get('giveaway');
  const navItems = useNavItems();

  if (!email) return <Redirect to={homeHref(giveaway)} replace />;
  return (
    <ShopperLayout navItems={navItems}>
      {children}
      <CartWidget />
      <ChatWidget />
    </ShopperLayout>
  );
}
