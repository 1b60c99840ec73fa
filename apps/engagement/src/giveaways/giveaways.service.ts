import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  canonicalEmail,
  CreateGiveawayDto,
  GIVEAWAY_ALREADY_ENTERED,
  GiveawayEnteredEvent,
  GiveawayEntryRemovedEvent,
  GiveawayEvents,
  GIVEAWAY_TEXT_FIELDS,
  GiveawayChange,
  GiveawayTextField,
  UpdateGiveawayDto,
  GiveawayEntryView,
  GiveawayView,
  GiveawayWinnerAnswer,
  isUuid,
  OwnGiveawayEntryRemoved,
  GiveawayTicketCount,
  windowProblem,
} from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { redeemShareCredit } from '../shares/shares.service';
import { drawTicket, GiveawayTicket } from './giveaway-draw';
import { EntryCountRow, GiveawayEntryRow } from './giveaway-entry-row';
import { GiveawayRow } from './giveaway-row';

/** bulletinMessage → bulletin_message */
const columnOf = (field: string): string => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const SELECT_GIVEAWAY = `SELECT g.*, (SELECT count(*)::int FROM giveaway_entries e WHERE e.giveaway_id = g.id) AS entry_count FROM giveaways g`;

const toView = (row: GiveawayRow): GiveawayView => ({
  id: row.id,
  title: row.title,
  imageUrl: row.image_url,
  isActive: row.is_active,
  isComingSoon: row.is_coming_soon,
  startDate: row.start_date?.toISOString() ?? null,
  endDate: row.end_date?.toISOString() ?? null,
  entryCount: row.entry_count,
  winnerEmail: row.winner_email,
  winnerId: row.winner_email,
  reopenedAt: row.reopened_at?.toISOString() ?? null,
  shareContentApproved: row.share_content_approved,
  shareContentStatus: row.share_content_approved ? 'approved' : row.pending_share_content ? 'pending-review' : 'not-generated',
  pendingShareContent: row.pending_share_content,
  ...(Object.fromEntries(GIVEAWAY_TEXT_FIELDS.map((field) => [field, row[columnOf(field) as keyof GiveawayRow] ?? ''])) as Record<
    GiveawayTextField,
    string
  >),
});

/** Giveaways, entries and the draw (docs/product/engagement.md "Giveaways", §4; docs/rules.md §9). */
@Injectable()
export class GiveawaysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async listPublic(): Promise<GiveawayView[]> {
    const rows = await queryRows<GiveawayRow>(this.dataSource, `${SELECT_GIVEAWAY} WHERE g.is_active ORDER BY g.created_at DESC`);
    return rows.map(toView);
  }

  async listAll(): Promise<GiveawayView[]> {
    return (await queryRows<GiveawayRow>(this.dataSource, `${SELECT_GIVEAWAY} ORDER BY g.created_at DESC`)).map(toView);
  }

  async create(fields: CreateGiveawayDto, imageUrl: string | null): Promise<GiveawayView> {
    assertDates(fields.startDate ?? null, fields.endDate ?? null);
    const values: Record<string, unknown> = {
      title: fields.title,
      image_url: imageUrl,
      is_active: fields.isActive ?? true,
      is_coming_soon: fields.isComingSoon ?? false,
      start_date: fields.startDate ?? null,
      end_date: fields.endDate ?? null,
      ...Object.fromEntries(GIVEAWAY_TEXT_FIELDS.map((field) => [columnOf(field), fields[field] ?? ''])),
    };
    const columns = Object.keys(values);
    const [row] = await queryRows<Pick<GiveawayRow, 'id'>>(
      this.dataSource,
      `INSERT INTO giveaways (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
      Object.values(values),
    );
    return this.find(row.id);
  }

  /** The fields sent change; a new image replaces the old one, whose file the gateway then deletes. */
  async update(id: string, fields: UpdateGiveawayDto, imageUrl: string | null): Promise<GiveawayChange> {
    return this.unitOfWork.run(async (manager) => {
      const [current] = await queryRows<GiveawayRow>(manager, 'SELECT * FROM giveaways WHERE id = $1 FOR UPDATE', [assertId(id)]);
      if (!current) throw serviceError('NOT_FOUND', 'No giveaway with that id');
      const start = fields.startDate !== undefined ? fields.startDate : (current.start_date?.toISOString() ?? null);
      const end = fields.endDate !== undefined ? fields.endDate : (current.end_date?.toISOString() ?? null);
      assertDates(start, end);
      const values: Record<string, unknown> = {
        ...(fields.title !== undefined ? { title: fields.title } : {}),
        ...(fields.isActive !== undefined ? { is_active: fields.isActive } : {}),
        ...(fields.isComingSoon !== undefined ? { is_coming_soon: fields.isComingSoon } : {}),
        ...(fields.startDate !== undefined ? { start_date: fields.startDate } : {}),
        ...(fields.endDate !== undefined ? { end_date: fields.endDate } : {}),
        ...(imageUrl ? { image_url: imageUrl } : {}),
        ...Object.fromEntries(GIVEAWAY_TEXT_FIELDS.filter((field) => fields[field] !== undefined).map((field) => [columnOf(field), fields[field]])),
      };
      const columns = Object.keys(values);
      await manager.query(
        `UPDATE giveaways SET ${columns.map((column, index) => `${column} = $${index + 2}, `).join('')}updated_at = now() WHERE id = $1`,
        [id, ...Object.values(values)],
      );
      const [row] = await queryRows<GiveawayRow>(manager, `${SELECT_GIVEAWAY} WHERE g.id = $1`, [id]);
      return { giveaway: toView(row), droppedImage: imageUrl && current.image_url !== imageUrl ? current.image_url : null };
    });
  }

  /** Its entries, tickets and draws go with it. */
  async remove(id: string): Promise<GiveawayChange> {
    const giveaway = await this.find(assertId(id));
    await this.unitOfWork.run(async (manager) => {
      const entries = await queryRows<GiveawayEntryRow>(manager, 'SELECT * FROM giveaway_entries WHERE giveaway_id = $1', [id]);
      const [row] = await queryRows<Pick<GiveawayRow, 'id'>>(manager, 'DELETE FROM giveaways WHERE id = $1 RETURNING id', [id]);
      if (!row) throw serviceError('NOT_FOUND', 'No giveaway with that id');
      for (const entry of entries) await addToOutbox(manager, GiveawayEvents.entryRemoved, entryRemovedEvent(entry));
    });
    return { giveaway, droppedImage: giveaway.imageUrl };
  }

  /**
   * One entry per person per giveaway, held by the unique constraint on the canonical e-mail (alice+1@… and
   * a.l.i.c.e@gmail.com are alice's; docs/rules.md §4); the entry, its tickets and its events keep the e-mail as the
   * account has it. The answer is the entrant's first ticket, and one banked share credit of hers (if any; for an
   * unverified session, one it banked itself) becomes a second. Deleting the entry later does not give that credit back.
   */
  async enter(giveawayId: string, email: string, answer: string, sessionId?: string, onlySession?: string): Promise<GiveawayEntryView> {
    return this.unitOfWork.run(async (manager) => {
      const [giveaway] = await queryRows<GiveawayRow>(manager, 'SELECT * FROM giveaways WHERE id = $1 FOR SHARE', [assertId(giveawayId)]);
      if (!giveaway) throw serviceError('NOT_FOUND', 'No giveaway with that id');
      assertOpen(giveaway);
      const [entry] = await queryRows<Pick<GiveawayEntryRow, 'id' | 'created_at'>>(
        manager,
        `INSERT INTO giveaway_entries (giveaway_id, user_email, canonical_email, answer, session_id) VALUES ($1, $2, $3, $4, $5::uuid)
         ON CONFLICT ON CONSTRAINT giveaway_entries_one_per_person DO NOTHING RETURNING id, created_at`,
        [giveawayId, email, canonicalEmail(email), answer, sessionId ?? null],
      );
      if (!entry) throw serviceError('ALREADY_ENTERED', GIVEAWAY_ALREADY_ENTERED);
      await manager.query(`INSERT INTO giveaway_tickets (giveaway_id, user_email, source, source_id) VALUES ($1, $2, 'answer', $3)`, [
        giveawayId,
        email,
        entry.id,
      ]);
      await redeemShareCredit(manager, giveawayId, email, onlySession);
      const view = { id: entry.id, giveawayId, userEmail: email, answer, createdAt: entry.created_at.toISOString() };
      await addToOutbox(manager, GiveawayEvents.entered, enteredEvent(view, giveaway.title));
      return view;
    });
  }

  /**
   * winnerId an entrant's e-mail, or the id of one of her entries or tickets in this giveaway: she wins and the giveaway ends (inactive); null: the winner is cleared and it is
   * active again (its parachute drops again: reopened_at);
   * undefined: a uniform draw over the giveaway's tickets. A giveaway that already has a winner is not redrawn (409).
   */
  async setWinner(giveawayId: string, winnerId: string | null | undefined, adminEmail: string): Promise<GiveawayWinnerAnswer> {
    const ticketCount = await this.unitOfWork.run(async (manager) => {
      const [giveaway] = await queryRows<GiveawayRow>(manager, 'SELECT * FROM giveaways WHERE id = $1 FOR UPDATE', [assertId(giveawayId)]);
      if (!giveaway) throw serviceError('NOT_FOUND', 'No giveaway with that id');
      const tickets = await queryRows<GiveawayTicket>(
        manager,
        'SELECT id, user_email AS "userEmail", source FROM giveaway_tickets WHERE giveaway_id = $1 ORDER BY id',
        [giveawayId],
      );
      const record = async (kind: 'draw' | 'pick' | 'clear', winner: string | null) => {
        await manager.query('INSERT INTO giveaway_draws (giveaway_id, kind, admin_email, ticket_count, winner_email) VALUES ($1, $2, $3, $4, $5)', [
          giveawayId,
          kind,
          adminEmail,
          tickets.length,
          winner,
        ]);
      };
      if (winnerId === null) {
        await manager.query(
          `UPDATE giveaways SET winner_email = NULL, decided_at = NULL, is_active = true, reopened_at = now(), updated_at = now()
          WHERE id = $1`,
          [giveawayId],
        );
        await record('clear', null);
        return tickets.length;
      }
      if (giveaway.winner_email) throw serviceError('WINNER_ALREADY_DRAWN', 'This giveaway already has a winner: clear it first');
      let winner: string;
      if (winnerId === undefined) {
        if (!tickets.length) throw serviceError('NO_ENTRIES', 'This giveaway has no entries to draw from');
        winner = drawTicket(tickets).userEmail;
      } else {
        const entryId = isUuid(winnerId) ? winnerId : null;
        winner = entryId ? await entrantOf(manager, giveawayId, entryId) : winnerId.trim().toLowerCase();
        if (!tickets.some((ticket) => ticket.userEmail === winner)) throw serviceError('BAD_REQUEST', 'winnerId must be an entrant of this giveaway');
      }
      await manager.query('UPDATE giveaways SET winner_email = $2, decided_at = now(), is_active = false, updated_at = now() WHERE id = $1', [
        giveawayId,
        winner,
      ]);
      await record(winnerId === undefined ? 'draw' : 'pick', winner);
      return tickets.length;
    });
    return { ...(await this.find(giveawayId)), ticketCount };
  }

  async ticketCounts(giveawayId: string): Promise<GiveawayTicketCount[]> {
    await this.find(assertId(giveawayId));
    return queryRows<GiveawayTicketCount>(
      this.dataSource,
      `SELECT user_email AS "userEmail", count(*)::int AS tickets FROM giveaway_tickets WHERE giveaway_id = $1
       GROUP BY user_email ORDER BY tickets DESC, user_email`,
      [giveawayId],
    );
  }

  /** Answer entries only: credit tickets are never listed publicly (docs/product/engagement.md §9). */
  async listEntries(giveawayId: string): Promise<GiveawayEntryView[]> {
    await this.find(assertId(giveawayId));
    const rows = await queryRows<GiveawayEntryRow>(this.dataSource, 'SELECT * FROM giveaway_entries WHERE giveaway_id = $1 ORDER BY created_at', [
      giveawayId,
    ]);
    return rows.map(toEntryView);
  }

  /** `onlySession`: an unverified session's id, which removes only an entry it made itself (docs/rules.md §4). */
  async removeOwnEntry(giveawayId: string, email: string, onlySession?: string): Promise<OwnGiveawayEntryRemoved> {
    const [row] = await this.deleteEntries('giveaway_id = $1 AND user_email = $2 AND ($3::uuid IS NULL OR session_id = $3::uuid)', [
      assertId(giveawayId),
      email.trim().toLowerCase(),
      onlySession ?? null,
    ]);
    if (!row) throw serviceError('NOT_FOUND', 'You have no entry in this giveaway');
    return { message: 'Entry removed', clearStorage: true, giveawayId };
  }

  async editEntry(id: string, answer: string): Promise<GiveawayEntryView> {
    return this.unitOfWork.run(async (manager) => {
      const [row] = await queryRows<GiveawayEntryRow>(manager, 'UPDATE giveaway_entries SET answer = $2 WHERE id = $1 RETURNING *', [
        assertEntryId(id),
        answer,
      ]);
      if (!row) throw serviceError('NOT_FOUND', 'No giveaway entry with that id');
      const [giveaway] = await queryRows<Pick<GiveawayRow, 'title'>>(manager, 'SELECT title FROM giveaways WHERE id = $1', [row.giveaway_id]);
      await addToOutbox(manager, GiveawayEvents.entryUpdated, enteredEvent(toEntryView(row), giveaway.title));
      return toEntryView(row);
    });
  }

  async removeEntry(id: string): Promise<{ id: string; deleted: true }> {
    const [row] = await this.deleteEntries('id = $1', [assertEntryId(id)]);
    if (!row) throw serviceError('NOT_FOUND', 'No giveaway entry with that id');
    return { id, deleted: true };
  }

  /** An entry goes with its answer ticket. */
  private deleteEntries(where: string, params: unknown[]): Promise<GiveawayEntryRow[]> {
    return this.unitOfWork.run(async (manager) => {
      const rows = await queryRows<GiveawayEntryRow>(manager, `DELETE FROM giveaway_entries WHERE ${where} RETURNING *`, params);
      if (rows.length) {
        await manager.query(`DELETE FROM giveaway_tickets WHERE source = 'answer' AND source_id = ANY($1::uuid[])`, [rows.map((row) => row.id)]);
      }
      for (const row of rows) await addToOutbox(manager, GiveawayEvents.entryRemoved, entryRemovedEvent(row));
      return rows;
    });
  }

  /** The giveaways this e-mail has entered (answer entries; credit tickets are extra chances, not entries). */
  async entryCount(email: string): Promise<{ giveawayEntries: number }> {
    const [row] = await queryRows<EntryCountRow>(this.dataSource, 'SELECT count(*)::int AS n FROM giveaway_entries WHERE user_email = $1', [email]);
    return { giveawayEntries: row.n };
  }

  async find(id: string): Promise<GiveawayView> {
    const [row] = await queryRows<GiveawayRow>(this.dataSource, `${SELECT_GIVEAWAY} WHERE g.id = $1`, [id]);
    if (!row) throw serviceError('NOT_FOUND', 'No giveaway with that id');
    return toView(row);
  }
}

const enteredEvent = (entry: GiveawayEntryView, giveawayTitle: string): GiveawayEnteredEvent => ({
  entryId: entry.id,
  giveawayId: entry.giveawayId,
  giveawayTitle,
  email: entry.userEmail,
  answer: entry.answer,
  createdAt: entry.createdAt,
});

const entryRemovedEvent = (row: GiveawayEntryRow): GiveawayEntryRemovedEvent => ({
  entryId: row.id,
  giveawayId: row.giveaway_id,
  email: row.user_email,
});

const toEntryView = (row: GiveawayEntryRow): GiveawayEntryView => ({
  id: row.id,
  giveawayId: row.giveaway_id,
  userEmail: row.user_email,
  answer: row.answer,
  createdAt: row.created_at.toISOString(),
});

/** The e-mail of this giveaway's entry or ticket with that id ('' when there is none). */
async function entrantOf(manager: EntityManager, giveawayId: string, id: string): Promise<string> {
  const [row] = await queryRows<Pick<GiveawayEntryRow, 'user_email'>>(
    manager,
    `SELECT user_email FROM giveaway_entries WHERE id = $1 AND giveaway_id = $2
     UNION ALL SELECT user_email FROM giveaway_tickets WHERE id = $1 AND giveaway_id = $2 LIMIT 1`,
    [id, giveawayId],
  );
  return row?.user_email ?? '';
}

function assertEntryId(id: string): string {
  if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No giveaway entry with that id');
  return id;
}

function assertDates(start: string | null, end: string | null): void {
  const problem = windowProblem({ start: 'startDate', end: 'endDate' }, start || null, end || null);
  if (problem) throw serviceError('BAD_REQUEST', problem.message);
}

function assertId(id: string): string {
  if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No giveaway with that id');
  return id;
}

/** docs/rules.md §9: active, not coming soon, started, not ended, no winner. */
export function assertOpen(giveaway: GiveawayRow): void {
  const now = Date.now();
  if (!giveaway.is_active) throw serviceError('GIVEAWAY_CLOSED', 'This giveaway is not active');
  if (giveaway.is_coming_soon || (giveaway.start_date && giveaway.start_date.getTime() > now))
    throw serviceError('GIVEAWAY_CLOSED', 'This giveaway has not started yet');
  if (giveaway.end_date && giveaway.end_date.getTime() <= now) throw serviceError('GIVEAWAY_CLOSED', 'This giveaway has ended');
  if (giveaway.winner_email) throw serviceError('GIVEAWAY_CLOSED', 'This giveaway already has a winner');
}
