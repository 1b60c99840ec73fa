import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { TabLinks } from '@/components/ui/tab-links';
import type { AdminTab } from '@/lib/admin-tabs';

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
