import { MigrationInterface, QueryRunner } from 'typeorm';

/** The Learning Hub: lessons, the weekly course titles of the four courses, pigment notes. */
export class Learning1763786000000 implements MigrationInterface {
  name = 'Learning1763786000000';

  async up(runner: QueryRunner): Promise<void> {
    const courseTypes = `('watercolor-beginner', 'watercolor-advanced', 'drawing-beginner', 'drawing-advanced')`;
    await runner.query(`
      CREATE TABLE lessons (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
        section1 text NOT NULL DEFAULT '',
        section2 text NOT NULL DEFAULT '',
        section3 text NOT NULL DEFAULT '',
        section4 text NOT NULL DEFAULT '',
        week_number int CHECK (week_number BETWEEN 1 AND 52),
        session_name text,
        session_number int CHECK (session_number BETWEEN 1 AND 4),
        course_type text CHECK (course_type IN ${courseTypes}),
        images text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- one lesson per course week (rows without a course or a week never clash: NULLs are distinct)
        CONSTRAINT lessons_course_week_key UNIQUE (course_type, week_number)
      )`);
    await runner.query('CREATE INDEX lessons_week_idx ON lessons (week_number NULLS LAST, created_at)');
    await runner.query(`
      CREATE TABLE course_titles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        course_type text NOT NULL CHECK (course_type IN ${courseTypes}),
        week_number int NOT NULL CHECK (week_number BETWEEN 1 AND 52),
        session_number int NOT NULL CHECK (session_number = (week_number - 1) / 13 + 1),
        title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT course_titles_course_week_key UNIQUE (course_type, week_number)
      )`);
    await runner.query(`
      CREATE TABLE pigments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
        category text CHECK (category IN ('Historical', 'Synthetic', 'Natural Plant', 'Granular Gemstone', 'Earth')),
        origin text NOT NULL DEFAULT '',
        watercolor_use text NOT NULL DEFAULT '',
        go_deeper text NOT NULL DEFAULT '',
        fun_facts text NOT NULL DEFAULT '',
        characteristics text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX pigments_name_idx ON pigments (lower(name))');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE pigments');
    await runner.query('DROP TABLE course_titles');
    await runner.query('DROP TABLE lessons');
  }
}
