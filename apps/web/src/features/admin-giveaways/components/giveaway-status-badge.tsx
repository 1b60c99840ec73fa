import { clsx } from 'clsx';
import type { GiveawayView } from '@shop/contracts';
import { giveawayDisplayStatus, giveawayStatusLabel, type GiveawayDisplayStatus } from '../utils/giveaway-status';

const STATUS_CLASSES: Record<GiveawayDisplayStatus, string> = {
  winner: 'bg-amber-50 text-ochre-deep',
  'coming-soon': 'bg-blue-50 text-ultramarine',
  active: 'bg-sage-wash text-sage',
  inactive: 'bg-paper-deep text-ink-soft',
};

/** Active, Coming Soon, Inactive, or Winner: {e-mail}. */
export function GiveawayStatusBadge({ giveaway }: { giveaway: GiveawayView }) {
  return (
    <span
      data-testid="giveaway-status"
      className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold break-all', STATUS_CLASSES[giveawayDisplayStatus(giveaway)])}
    >
      {giveawayStatusLabel(giveaway)}
    </span>
  );
}
