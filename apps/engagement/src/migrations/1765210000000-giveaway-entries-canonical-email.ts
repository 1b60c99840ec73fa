import { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalEmail, GiveawayEntryRemovedEvent, GiveawayEvents } from '@shop/contracts';
import { addToOutbox, queryRows } from '@shop/platform';

/**
 * One person, one entry per giveaway (docs/rules.md §4, §9): the unique constraint moves from the e-mail as typed to its
 * canonical form, kept beside it. Entries that the new rule makes one person's second (alice+1@… beside alice@… in the
 * same giveaway) go: the earliest stays, each later one goes with its answer ticket, as deleting an entry does, and
 * its `giveaway.entry-removed` event leaves through the outbox so the reports drop it too.
 */
export class GiveawayEntriesCanonicalEmail1765210000000 implements MigrationInterface {
  name = 'GiveawayEntriesCanonicalEmail1765210000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE giveaway_entries ADD COLUMN canonical_email text');
    // The one canonical rule, applied per distinct address rather than copied into SQL.
    const emails: string[] = (await runner.query('SELECT DISTINCT user_email FROM giveaway_entries')).map(
      (row: { user_email: string }) => row.user_email,
    );
    await runner.query(
      `UPDATE giveaway_entries e SET canonical_email = c.canonical
       FROM unnest($1::text[], $2::text[]) AS c(email, canonical) WHERE e.user_email = c.email`,
      [emails, emails.map(canonicalEmail)],
    );
    const later = await queryRows<{ id: string; giveaway_id: string; user_email: string }>(
      runner,
      `DELETE FROM giveaway_entries WHERE id IN (
         SELECT id FROM (
           SELECT id, row_number() OVER (PARTITION BY giveaway_id, canonical_email ORDER BY created_at, id) AS place FROM giveaway_entries
         ) ranked WHERE place > 1)
       RETURNING id, giveaway_id, user_email`,
    );
    if (later.length) {
      await runner.query(`DELETE FROM giveaway_tickets WHERE source = 'answer' AND source_id = ANY($1::uuid[])`, [later.map((row) => row.id)]);
      for (const row of later) {
        await addToOutbox(runner.manager, GiveawayEvents.entryRemoved, {
          entryId: row.id,
          giveawayId: row.giveaway_id,
          email: row.user_email,
        } satisfies GiveawayEntryRemovedEvent);
      }
    }
    await runner.query('ALTER TABLE giveaway_entries ALTER COLUMN canonical_email SET NOT NULL');
    await runner.query('ALTER TABLE giveaway_entries DROP CONSTRAINT giveaway_entries_one_per_email');
    await runner.query('ALTER TABLE giveaway_entries ADD CONSTRAINT giveaway_entries_one_per_person UNIQUE (giveaway_id, canonical_email)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE giveaway_entries DROP CONSTRAINT giveaway_entries_one_per_person');
    await runner.query('ALTER TABLE giveaway_entries ADD CONSTRAINT giveaway_entries_one_per_email UNIQUE (giveaway_id, user_email)');
    await runner.query('ALTER TABLE giveaway_entries DROP COLUMN canonical_email');
  }
}
