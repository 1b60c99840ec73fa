import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import type { AdminTab } from '../tabs';

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

/** The heading and body of one tab. */
export function TabPanelFrame({ tab, children }: { tab: AdminTab; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>{tab.title}</CardTitle>
      {children}
      <TabLinks links={tab.links} />
    </Card>
  );
}
