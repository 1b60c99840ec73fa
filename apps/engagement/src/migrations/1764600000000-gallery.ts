import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Community Gallery (docs/product/engagement.md "Community Gallery", §3, §8; docs/rules.md §5 "gallery like").
 * One like per e-mail per artwork is held by the unique constraint; `likes_count` moves with each like inserted or
 * deleted in the same transaction and never goes below 0, so it always equals the artwork's likes.
 */
export class Gallery1764600000000 implements MigrationInterface {
  name = 'Gallery1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE gallery_submissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_email text NOT NULL CHECK (user_email = lower(user_email)),
        title text NOT NULL CHECK (length(btrim(title)) > 0),
        description text NOT NULL DEFAULT '',
        lesson_reference text,
        image_url text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        likes_count int NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
        decided_by text,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The public list: approved, newest first; the moderation queue: one status, newest first.
    await runner.query('CREATE INDEX gallery_submissions_status_created ON gallery_submissions (status, created_at DESC, id)');
    await runner.query('CREATE INDEX gallery_submissions_user ON gallery_submissions (user_email)');
    await runner.query(`
      CREATE TABLE gallery_likes (
        submission_id uuid NOT NULL REFERENCES gallery_submissions (id) ON DELETE CASCADE,
        user_email text NOT NULL CHECK (user_email = lower(user_email)),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT gallery_likes_one_per_email UNIQUE (submission_id, user_email)
      )`);
    await runner.query('CREATE INDEX gallery_likes_user ON gallery_likes (user_email)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE gallery_likes');
    await runner.query('DROP TABLE gallery_submissions');
  }
}
