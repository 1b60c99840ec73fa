import type { ReactNode } from 'react';
import { PAINT_CREDIT_EXPIRY_DAYS, PAINT_CREDIT_PER_PAN_CENTS } from '@shop/contracts';
import { TextLink } from '@/components/ui/text-link';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { AdminTabValue } from '@/lib/admin-tabs';

function PaintCreditsPanel() {
  return (
    <>
      <p className="text-ink-soft">
        Paint credits are {formatMoney(PAINT_CREDIT_PER_PAN_CENTS / 100)} per pan. Imported credits expire after {PAINT_CREDIT_EXPIRY_DAYS} days, and
        customers pay shipping when they use them.
      </p>
      <TextLink href={paths.admin.paintCredits} className="w-fit">
        Open the Paint Credits import →
      </TextLink>
    </>
  );
}

function DeactivatedPanel() {
  return (
    <>
      <p className="text-ink-soft">Deactivated products are reviewed and reactivated on their own page.</p>
      <TextLink href={paths.admin.deactivated} className="w-fit">
        Open Deactivated Products →
      </TextLink>
    </>
  );
}

export type BuiltInTab = Extract<AdminTabValue, 'paint-credits' | 'deactivated'>;

/** Tab bodies that are complete without any data. */
export const BUILT_IN_PANELS: Record<BuiltInTab, ReactNode> = {
  'paint-credits': <PaintCreditsPanel />,
  deactivated: <DeactivatedPanel />,
};

export const isBuiltIn = (tab: AdminTabValue): tab is BuiltInTab => tab in BUILT_IN_PANELS;
