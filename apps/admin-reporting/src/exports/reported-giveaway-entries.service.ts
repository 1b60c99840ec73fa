import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventEnvelope, GiveawayEnteredEvent, GiveawayEntryRemovedEvent } from '@shop/contracts';
import { consumeOnce } from '@shop/platform';

export const wordCountOf = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

/** The back office's copy of the giveaway entries (for the Users panel and the exports), fed by engagement's events. */
@Injectable()
export class ReportedGiveawayEntriesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** giveaway.entered and giveaway.entry-updated: the entry as it is now, unless it was removed already. */
  onEntered(event: EventEnvelope<GiveawayEnteredEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, `admin-reporting:exports:${event.name}`, event, async (manager) => {
      const e = event.payload;
      await manager.query(
        `INSERT INTO reported_giveaway_entries (id, giveaway_id, giveaway_title, email, answer, word_count, created_at)
         SELECT $1, $2, $3, $4, $5, $6, $7 WHERE NOT EXISTS (SELECT 1 FROM removed_giveaway_entries WHERE id = $1)
         ON CONFLICT (id) DO UPDATE SET giveaway_title = EXCLUDED.giveaway_title, answer = EXCLUDED.answer, word_count = EXCLUDED.word_count`,
        [e.entryId, e.giveawayId, e.giveawayTitle, e.email.toLowerCase(), e.answer, wordCountOf(e.answer), e.createdAt],
      );
    });
  }

  onEntryRemoved(event: EventEnvelope<GiveawayEntryRemovedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:exports:giveaway.entry-removed', event, async (manager) => {
      await manager.query('INSERT INTO removed_giveaway_entries (id) VALUES ($1) ON CONFLICT DO NOTHING', [event.payload.entryId]);
      await manager.query('DELETE FROM reported_giveaway_entries WHERE id = $1', [event.payload.entryId]);
    });
  }
}
