import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { AddRealOrderDialog } from './add-real-order-dialog';

/**
 * The Sales tab: the Sales Overview Dashboard (admin-sales, passed in by the dashboard route), and Add Real Order for
 * orders paid outside the shop.
 */
export function SalesPanel({ children }: { children: ReactNode }) {
  return (
    <Card data-testid="sales-panel" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Sales Overview Dashboard</CardTitle>
        <AddRealOrderDialog />
      </div>
      {children}
    </Card>
  );
}
