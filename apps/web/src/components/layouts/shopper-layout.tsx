import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LogoMark } from '@/components/ui/logo';
import { SITE_NAME } from '@/config/constants';
import { paths } from '@/lib/paths';

export type NavItem = {
  href: string;
  label: string;
  icon: ReactNode;
  /** Other paths that count as this entry (e.g. /lessons for Learning). */
  alsoActiveOn?: readonly string[];
};

function isActive(item: NavItem, pathname: string) {
  return item.href === pathname || Boolean(item.alsoActiveOn?.includes(pathname));
}

function TopNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const active = isActive(item, pathname);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'rounded-xl px-3 py-2 font-medium transition-colors focus-ring',
                  active ? 'bg-madder/10 text-madder-deep' : 'text-ink-soft hover:bg-paper-deep hover:text-ink',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function BottomNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <nav
      aria-label="Main (mobile)"
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-lg">
        {items.map((item) => {
          const active = isActive(item, pathname);
          return (
            <li key={item.href} className="flex-1">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex min-h-16 flex-col items-center justify-center gap-0.5 text-xs font-medium focus-ring focus-visible:-outline-offset-2',
                  active ? 'text-madder-deep' : 'text-ink-soft',
                )}
              >
                <span className={clsx('rounded-full px-4 py-0.5', active && 'bg-madder/10')}>{item.icon}</span>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type ShopperLayoutProps = {
  navItems: NavItem[];
  /** The header's account control, at its right end (e.g. Sign out). */
  account?: ReactNode;
  children: ReactNode;
};

/** The frame of every signed-in shopper page: header, top navigation on wide screens, bottom navigation on phones. */
export function ShopperLayout({ navItems, account, children }: ShopperLayoutProps) {
  const [pathname] = useLocation();
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-line bg-paper/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
          <Link href={paths.products} className="flex min-w-0 items-center gap-2 rounded-lg font-display text-lg font-semibold text-ink focus-ring">
            <LogoMark className="size-9 shrink-0" />
            <span className="truncate">{SITE_NAME}</span>
          </Link>
          <div className="flex items-center gap-3">
            <TopNav items={navItems} pathname={pathname} />
            {account}
          </div>
        </div>
      </header>
      {/* The right edge is the 'Chat' tab's lane: content stays clear of it until the centred column leaves room (xl). */}
      <main id="main" className="mx-auto max-w-5xl pt-6 pr-[calc(1rem+var(--spacing-chat-tab))] pb-28 pl-4 md:pb-12 xl:px-4">
        {children}
      </main>
      <BottomNav items={navItems} pathname={pathname} />
    </div>
  );
}
