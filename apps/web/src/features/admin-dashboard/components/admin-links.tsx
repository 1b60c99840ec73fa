import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

const LINKS = [
  // Back to the main app at its subscriptions page, as docs/product/back-office.md §2.1 has it (the shopper guard lets an
  // admin session through).
  { href: paths.subscriptions, label: '← Back to the shop' },
  { href: paths.referrals, label: 'Referrals' },
  { href: paths.commissionSettings, label: 'Commission Settings' },
  { href: paths.admin.paintCredits, label: 'Paint Credits' },
  { href: paths.admin.deactivated, label: 'Deactivated Products' },
] as const;

/** The Admin Panel's links to the main app and the admin screens (docs/product/back-office.md §2.1). */
export function AdminLinks() {
  return (
    <nav aria-label="Admin shortcuts">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={buttonClasses('secondary', 'sm')}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
