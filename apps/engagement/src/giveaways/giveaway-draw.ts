import { randomInt } from 'node:crypto';

/** Where a ticket came from (docs/rules.md §9): an answer entry, an approved share, or a spent credit. */
export type GiveawayTicketSource = 'answer' | 'share' | 'credit';

export interface GiveawayTicket {
  id: string;
  userEmail: string;
  source: GiveawayTicketSource;
}

/** Returns an integer in [0, max); crypto.randomInt by default, injectable only so a test can force an edge. */
export type RandomBelow = (max: number) => number;

/**
 * A uniform pick over tickets (docs/rules.md §9): every ticket is equally likely, so an entrant's
 * chance is her share of the tickets. The source is cryptographic, never Math.random.
 */
export function drawTicket<T extends GiveawayTicket>(tickets: readonly T[], randomBelow: RandomBelow = randomInt): T {
  if (tickets.length === 0) throw new RangeError('A draw needs at least one ticket');
  return tickets[randomBelow(tickets.length)];
}

/** How many tickets each entrant holds, for the admin's view of the draw. */
export function ticketCounts(tickets: readonly GiveawayTicket[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const ticket of tickets) counts[ticket.userEmail] = (counts[ticket.userEmail] ?? 0) + 1;
  return counts;
}
