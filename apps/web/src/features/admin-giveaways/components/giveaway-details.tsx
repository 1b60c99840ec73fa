import { useMemo } from 'react';
import type { GiveawayView } from '@shop/contracts';
import { useGiveawayTickets } from '../api/admin-giveaways';
import { GiveawayEntries } from './giveaway-entries';
import { ShareContentSection } from './share-content-section';
import { WinnerSection } from './winner-section';

/** What a giveaway expands to: its winner (or the selection), its entries, its share content. */
export function GiveawayDetails({ giveaway, id }: { giveaway: GiveawayView; id: string }) {
  const tickets = useGiveawayTickets(giveaway.id);
  const ticketsByEmail = useMemo(() => new Map((tickets.data ?? []).map((row) => [row.userEmail, row.tickets])), [tickets.data]);
  return (
    <div id={id} className="flex flex-col gap-5 border-t border-line pt-4" data-testid="giveaway-details">
      <WinnerSection giveaway={giveaway} tickets={tickets} />
      <GiveawayEntries giveaway={giveaway} ticketsByEmail={ticketsByEmail} />
      <ShareContentSection giveaway={giveaway} />
    </div>
  );
}
