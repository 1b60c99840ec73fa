import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  canonicalEmail,
  CreditEvents,
  CreditsSpendRefusedEvent,
  CreditsSpentEvent,
  EventEnvelope,
  GIVEAWAY_ENTRY_NEEDED_FOR_CREDITS,
  isUuid,
  OpenGiveaway,
} from '@shop/contracts';
import { addToOutbox, consumeOnce, OutboxRelay, queryRows, serviceError, serviceErrorCode } from '@shop/platform';
import { GiveawayRow } from './giveaway-row';
import { assertOpen } from './giveaways.service';

/**
 * Engagement's step of the credits-spend saga (docs/rules.md §8, §9): one credit is one ticket in the draw, never listed
 * with the public entries. In one transaction, once per event, either every ticket of the spend is added — their ids
 * derived from the spend, so a second delivery under another event id adds none — or, when the giveaway stopped taking
 * entries (or her entry was deleted) after commerce debited, `credits.spend-refused` goes to the outbox and commerce
 * gives the credits back.
 */
@Injectable()
export class CreditTicketsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  /** Asked before commerce debits: the giveaway takes entries now and she has entered it (docs/rules.md §8). */
  async assertSpendable(giveawayId: string, email: string): Promise<OpenGiveaway> {
    const [giveaway] = isUuid(giveawayId) ? await queryRows<GiveawayRow>(this.dataSource, 'SELECT * FROM giveaways WHERE id = $1', [giveawayId]) : [];
    if (!giveaway) throw serviceError('NOT_FOUND', 'No giveaway with that id');
    await assertSpendable(this.dataSource.manager, giveaway, email);
    return { id: giveaway.id, title: giveaway.title };
  }

  async onCreditsSpent(event: EventEnvelope<CreditsSpentEvent>): Promise<boolean> {
    const spend = event.payload;
    const handled = await consumeOnce(this.dataSource, 'engagement:credit-tickets', event, async (manager) => {
      // Commerce makes every spend id and amount; anything else is not a spend of ours, and is dropped rather than retried forever.
      if (!isUuid(spend.spendId) || !Number.isInteger(spend.credits) || spend.credits < 1) return;
      const [giveaway] = isUuid(spend.giveawayId)
        ? await queryRows<GiveawayRow>(manager, 'SELECT * FROM giveaways WHERE id = $1 FOR SHARE', [spend.giveawayId])
        : [];
      const refusal = giveaway ? await refusalOf(manager, giveaway, spend.email) : 'The giveaway no longer exists';
      if (refusal) {
        // Tickets this spend already got (the giveaway closed after an earlier delivery) stay; nothing is refused.
        const [alreadyAdded] = await queryRows(
          manager,
          `SELECT 1 FROM giveaway_tickets WHERE source = 'credit' AND source_id = md5($1 || ':1')::uuid`,
          [spend.spendId],
        );
        if (alreadyAdded) return;
        // Refused once per spend, whatever event id brought it: the spend's id marks it in processed_events.
        const [first] = await queryRows(
          manager,
          `INSERT INTO processed_events (event_id, consumer) VALUES ($1, 'engagement:credit-refusal') ON CONFLICT DO NOTHING RETURNING event_id`,
          [spend.spendId],
        );
        if (first) await addToOutbox(manager, CreditEvents.spendRefused, { ...spend, reason: refusal } satisfies CreditsSpendRefusedEvent);
        return;
      }
      // A spend refused once (and refunded) never gets tickets later, even if its giveaway reopened since.
      await manager.query(
        `INSERT INTO giveaway_tickets (giveaway_id, user_email, source, source_id)
         SELECT $1, $2, 'credit', md5($3 || ':' || n)::uuid FROM generate_series(1, $4::int) AS n
         WHERE NOT EXISTS (SELECT 1 FROM processed_events WHERE event_id = $3::uuid AND consumer = 'engagement:credit-refusal')
         ON CONFLICT ON CONSTRAINT giveaway_tickets_one_per_source DO NOTHING`,
        [spend.giveawayId, spend.email, spend.spendId, spend.credits],
      );
    });
    if (handled) this.relay.kick();
    return handled;
  }
}

/** The spend rules: the giveaway takes entries now (as entering would answer), and she has an answer entry in it (409). */
async function assertSpendable(manager: EntityManager, giveaway: GiveawayRow, email: string): Promise<void> {
  assertOpen(giveaway);
  // Her entry is the person's, made under any spelling of her e-mail (docs/rules.md §4). FOR SHARE: in the saga's
  // transaction it cannot be deleted until the tickets are in.
  const [entry] = await queryRows(manager, 'SELECT 1 FROM giveaway_entries WHERE giveaway_id = $1 AND canonical_email = $2 FOR SHARE', [
    giveaway.id,
    canonicalEmail(email),
  ]);
  if (!entry) throw serviceError('ENTRY_REQUIRED', GIVEAWAY_ENTRY_NEEDED_FOR_CREDITS);
}

async function refusalOf(manager: EntityManager, giveaway: GiveawayRow, email: string): Promise<string | null> {
  try {
    await assertSpendable(manager, giveaway, email);
    return null;
  } catch (err) {
    if (!serviceErrorCode(err)) throw err;
    return (err as Error).message;
  }
}
