import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ApprovedGalleryPage,
  GALLERY_ADMIN_LIST_MAX,
  GALLERY_ALREADY_LIKED,
  GALLERY_NOT_FOUND,
  GALLERY_NOT_LIKED,
  GALLERY_PAGE_DEFAULT,
  GalleryDecidedEvent,
  GalleryEvents,
  GalleryLikeAnswer,
  GalleryRemoved,
  GalleryRemovedEvent,
  GalleryStatus,
  type GallerySubmission,
  GallerySubmissionView,
  GallerySubmittedEvent,
  isUuid,
} from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { GalleryLikeRow } from './gallery-like-row';
import { ApprovedTotalsRow, DecidedSubmissionRow, GallerySubmissionRow } from './gallery-submission-row';

const toView = (row: GallerySubmissionRow, withEmail = false): GallerySubmissionView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  lessonReference: row.lesson_reference,
  imageUrl: row.image_url,
  likesCount: row.likes_count,
  createdAt: row.created_at.toISOString(),
  status: row.status,
  ...(withEmail ? { userEmail: row.user_email } : {}),
});

/**
 * The Community Gallery (docs/product/engagement.md "Community Gallery", §3, §8; docs/rules.md §5): every submission
 * waits for an admin; approved artworks are listed and liked, one like per e-mail per artwork.
 */
@Injectable()
export class GalleryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** One page, with the number of approved artworks and their likes all together (the gallery's counts). */
  async listApproved(limit = GALLERY_PAGE_DEFAULT, offset = 0): Promise<ApprovedGalleryPage> {
    const [rows, [count]] = await Promise.all([
      queryRows<GallerySubmissionRow>(
        this.dataSource,
        `SELECT * FROM gallery_submissions WHERE status = 'approved' ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
      queryRows<ApprovedTotalsRow>(
        this.dataSource,
        `SELECT count(*)::int AS n, coalesce(sum(likes_count), 0)::int AS likes FROM gallery_submissions WHERE status = 'approved'`,
      ),
    ]);
    return { items: rows.map((row) => toView(row)), total: count.n, totalLikes: count.likes };
  }

  async listByStatus(status: GalleryStatus): Promise<GallerySubmissionView[]> {
    const rows = await queryRows<GallerySubmissionRow>(
      this.dataSource,
      'SELECT * FROM gallery_submissions WHERE status = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
      [status, GALLERY_ADMIN_LIST_MAX],
    );
    return rows.map((row) => toView(row, true));
  }

  /** Pending until an admin approves it; `gallery.submitted` goes out in the same transaction. */
  submit(input: GallerySubmission): Promise<GallerySubmissionView> {
    return this.unitOfWork.run(async (manager) => {
      const [row] = await queryRows<GallerySubmissionRow>(
        manager,
        `INSERT INTO gallery_submissions (user_email, title, description, lesson_reference, image_url) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [input.email, input.title.trim(), input.description?.trim() ?? '', input.lessonReference?.trim() || null, input.imageUrl],
      );
      const event: GallerySubmittedEvent = {
        submissionId: row.id,
        userEmail: row.user_email,
        title: row.title,
        lessonReference: row.lesson_reference,
        imageUrl: row.image_url,
        createdAt: row.created_at.toISOString(),
      };
      await addToOutbox(manager, GalleryEvents.submitted, event);
      return toView(row, true);
    });
  }

  /** `onlySession`: an unverified session's id, which reads only the likes it made (docs/rules.md §4). */
  async likedIds(email: string, onlySession?: string): Promise<string[]> {
    const rows = await queryRows<Pick<GalleryLikeRow, 'submission_id'>>(
      this.dataSource,
      `SELECT l.submission_id FROM gallery_likes l JOIN gallery_submissions s ON s.id = l.submission_id
       WHERE l.user_email = $1 AND s.status = 'approved' AND ($2::uuid IS NULL OR l.session_id = $2::uuid)
       ORDER BY l.created_at DESC`,
      [email, onlySession ?? null],
    );
    return rows.map((row) => row.submission_id);
  }

  /**
   * One statement, so one transaction: the like is inserted only for an approved artwork, and the count moves by one
   * only when the insert happened. A second like by the same e-mail, even at the same instant, inserts nothing (the
   * unique constraint), so it answers 409 and leaves the count alone.
   */
  async like(id: string, email: string, sessionId?: string): Promise<GalleryLikeAnswer> {
    const [row] = await queryRows<Pick<GallerySubmissionRow, 'likes_count'>>(
      this.dataSource,
      `WITH inserted AS (
         INSERT INTO gallery_likes (submission_id, user_email, session_id)
         SELECT id, $2, $3::uuid FROM gallery_submissions WHERE id = $1 AND status = 'approved'
         ON CONFLICT ON CONSTRAINT gallery_likes_one_per_email DO NOTHING
         RETURNING submission_id)
       UPDATE gallery_submissions s SET likes_count = s.likes_count + 1 FROM inserted WHERE s.id = inserted.submission_id
       RETURNING s.likes_count`,
      [assertId(id), email, sessionId ?? null],
    );
    if (row) return { id, likesCount: row.likes_count, liked: true };
    await this.findApproved(id);
    throw serviceError('ALREADY_LIKED', GALLERY_ALREADY_LIKED);
  }

  /**
   * Removes her like and lowers the count by one, in one statement; 404 when she had not liked it. `onlySession`: an
   * unverified session's id, which takes back only a like it made itself.
   */
  async unlike(id: string, email: string, onlySession?: string): Promise<GalleryLikeAnswer> {
    const [row] = await queryRows<Pick<GallerySubmissionRow, 'likes_count'>>(
      this.dataSource,
      `WITH deleted AS (
         DELETE FROM gallery_likes WHERE submission_id = $1 AND user_email = $2 AND ($3::uuid IS NULL OR session_id = $3::uuid)
         RETURNING submission_id)
       UPDATE gallery_submissions s SET likes_count = s.likes_count - 1 FROM deleted WHERE s.id = deleted.submission_id
       RETURNING s.likes_count`,
      [assertId(id), email, onlySession ?? null],
    );
    if (row) return { id, likesCount: row.likes_count, liked: false };
    await this.findApproved(id);
    throw serviceError('NOT_LIKED', GALLERY_NOT_LIKED);
  }

  /**
   * An admin's decision; she may change it later (an approved artwork rejected leaves the public list).
   * `gallery.decided` goes out in the same transaction, only when the status changed.
   */
  decide(id: string, status: 'approved' | 'rejected', adminEmail: string): Promise<GallerySubmissionView> {
    return this.unitOfWork.run(async (manager) => {
      const [row] = await queryRows<DecidedSubmissionRow>(
        manager,
        `UPDATE gallery_submissions s SET status = $2, decided_by = $3, decided_at = now()
         FROM (SELECT id, status FROM gallery_submissions WHERE id = $1 FOR UPDATE) before
         WHERE s.id = before.id RETURNING s.*, before.status AS previous_status`,
        [assertId(id), status, adminEmail],
      );
      if (!row) throw serviceError('NOT_FOUND', GALLERY_NOT_FOUND);
      if (row.previous_status !== status) {
        const event: GalleryDecidedEvent = { submissionId: row.id, status, previousStatus: row.previous_status };
        await addToOutbox(manager, GalleryEvents.decided, event);
      }
      return toView(row, true);
    });
  }

  /** Its likes go with it; the gateway deletes its image file. */
  remove(id: string): Promise<GalleryRemoved> {
    return this.unitOfWork.run(async (manager) => {
      const [row] = await queryRows<Pick<GallerySubmissionRow, 'image_url' | 'status'>>(
        manager,
        'DELETE FROM gallery_submissions WHERE id = $1 RETURNING image_url, status',
        [assertId(id)],
      );
      if (!row) throw serviceError('NOT_FOUND', GALLERY_NOT_FOUND);
      const event: GalleryRemovedEvent = { submissionId: id, previousStatus: row.status };
      await addToOutbox(manager, GalleryEvents.removed, event);
      return { id, deleted: true, imageUrl: row.image_url };
    });
  }

  private async findApproved(id: string): Promise<void> {
    const [row] = await queryRows<Pick<GallerySubmissionRow, 'id'>>(
      this.dataSource,
      `SELECT id FROM gallery_submissions WHERE id = $1 AND status = 'approved'`,
      [id],
    );
    if (!row) throw serviceError('NOT_FOUND', GALLERY_NOT_FOUND);
  }
}

function assertId(id: string): string {
  if (!isUuid(id)) throw serviceError('NOT_FOUND', GALLERY_NOT_FOUND);
  return id;
}
