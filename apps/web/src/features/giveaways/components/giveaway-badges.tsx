import type { GiveawayPhase } from '@/lib/giveaway-display';

/** 'Entered' once this browser has entered the giveaway. */
export function EnteredBadge() {
  return (
    <span data-testid="giveaway-entered-badge" className="rounded-full bg-green-700 px-2.5 py-0.5 text-sm font-bold text-white shadow-sm">
      Entered
    </span>
  );
}

const PHASE_LABELS: Partial<Record<GiveawayPhase, string>> = { 'coming-soon': 'Coming Soon', ended: 'Ended' };

/** 'Coming Soon' or 'Ended'; nothing while it takes entries. */
export function PhaseBadge({ phase }: { phase: GiveawayPhase }) {
  const label = PHASE_LABELS[phase];
  if (!label) return null;
  return (
    <span data-testid="giveaway-phase-badge" className="rounded-full bg-ink px-2.5 py-0.5 text-sm font-bold text-white shadow-sm">
      {label}
    </span>
  );
}
