import { TextLink } from './text-link';
import type { AdminTab } from '@/lib/admin-tabs';

/** Links to the admin screens of a tab's area, under its heading. */
export function TabLinks({ links }: { links: AdminTab['links'] }) {
  if (!links?.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2">
      {links.map((link) => (
        <li key={link.href}>
          <TextLink href={link.href}>{link.label} →</TextLink>
        </li>
      ))}
    </ul>
  );
}
