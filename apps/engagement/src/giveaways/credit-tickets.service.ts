import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CreditEvents, CreditsSpendRefusedEvent, CreditsSpentEvent, EventEnvelope, isUuid } from '@shop/contracts';
import { addToOutbox, consumeOnce, OutboxRelay, queryRows } from '@shop/platform';
import { assertOpen, GiveawayRow } from './giveaways.service';

/**
 * Engagement's step of the credits-spend saga (docs/rules.md §8, §9): one credit is one ticket in the draw, never listed
 * with the public entries. In one transaction, once per event, either every ticket of the spend is added — their ids
 * derived from the spend, so a second delivery under another event id adds none — or, when the giveaway stopped taking
 * entries after commerce debited, `credits.spend-refused` goes to the outbox and commerce gives the credits back.
 */
@Injectable()
export class CreditTicketsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async onCreditsSpent(event: EventEnvelope<CreditsSpentEvent>): Promise<boolean> {
    const spend = event.payload;
    const handled = await consumeOnce(this.dataSource, 'engagement:credit-tickets', event, async (manager) => {
      // Commerce makes every spend id and amount; anything else is not a spend of ours, and is dropped rather than retried forever.
      if (!isUuid(spend.spendId) || !Number.isInteger(spend.credits) || spend.credits < 1) return;
      const [giveaway] = isUuid(spend.giveawayId)
        ? await queryRows<GiveawayRow>(manager, 'SELECT * FROM giveaways WHERE id = $1 FOR SHARE', [spend.giveawayId]) : [];
      const refusal = giveaway ? refusalOf(giveaway) : 'The giveaway no longer exists';
      if (refusal) {
        // Tickets this spend already got (the giveaway closed after an earlier delivery) stay; nothing is refused.
        const [alreadyAdded] = await queryRows(manager,
          `SELECT 1 FROM giveaway_tickets WHERE source = 'credit' AND source_id = md5($1 || ':1')::uuid`, [spend.spendId]);
        if (alreadyAdded) return;
        // Refused once per spend, whatever event id brought it: the spend's id marks it in processed_events.
        const [first] = await queryRows(manager,
          `INSERT INTO processed_events (event_id, consumer) VALUES ($1, 'engagement:credit-refusal') ON CONFLICT DO NOTHING RETURNING event_id`, [spend.spendId]);
        if (first) await addToOutbox(manager, CreditEvents.spendRefused, { ...spend, reason: refusal } satisfies CreditsSpendRefusedEvent);
        return;
      }
      // A spend refused once (and refunded) never gets tickets later, even if its giveaway reopened since.
      await manager.query(
        `INSERT INTO giveaway_tickets (giveaway_id, user_email, source, source_id)
         SELECT $1, $2, 'credit', md5($3 || ':' || n)::uuid FROM generate_series(1, $4::int) AS n
         WHERE NOT EXISTS (SELECT 1 FROM processed_events WHERE event_id = $3::uuid AND consumer = 'engagement:credit-refusal')
         ON CONFLICT ON CONSTRAINT giveaway_tickets_one_per_source DO NOTHING`,
        [spend.giveawayId, spend.email, spend.spendId, spend.credits]);
    });
    if (handled) this.relay.kick();
    return handled;
  }
}

function refusalOf(giveaway: GiveawayRow): string | null {
  try {
    assertOpen(giveaway);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}
