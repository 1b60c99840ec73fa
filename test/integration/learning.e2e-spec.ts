import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { seedLearningContent } = builtModule<typeof import('../../apps/catalog/src/lessons/learning.seed')>('apps/catalog/src/lessons/learning.seed');

const png = (width = 48, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: '#3f5f9e' } })
    .png()
    .toBuffer();

const GENERATE_WEEK_MESSAGE = 'Please select a course type and enter a week number (1-52).';
const COURSE_TYPES = ['watercolor-beginner', 'watercolor-advanced', 'drawing-beginner', 'drawing-advanced'];
const SESSIONS = ['Foundation Mastery', 'Creative Exploration', 'Advanced Techniques', 'Artistic Mastery'];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('the Learning Hub: lessons, course titles and pigments', () => {
  let t: TestShop;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  /** Everything the hub shows, to prove a refused call changed nothing. */
  const everything = async () => ({
    lessons: (await t.client().get('/api/lessons').expect(200)).body,
    pigments: (await t.client().get('/api/pigments').expect(200)).body,
  });
  const newLesson = async (title: string) => (await admin.post('/api/lessons').send({ title }).expect(201)).body;
  const newPigment = async (fields: Record<string, unknown>) => (await admin.post('/api/pigments').send(fields).expect(201)).body;

  describe('course titles', () => {
    it('answers an empty list for a course whose titles were never generated, and 404 for an unknown course type', async () => {
      await t.client().get('/api/course-titles/drawing-advanced').expect(200, []);
      const res = await t.client().get('/api/course-titles/pottery-beginner').expect(404);
      expect(res.body.message).toContain('watercolor-beginner');
    });

    it.each(COURSE_TYPES)('generates the 52 distinct weekly titles of %s in four sessions of 13 weeks', async (courseType) => {
      const res = await admin.post('/api/course-titles').send({ courseType }).expect(200);
      expect(res.body).toHaveLength(52);
      res.body.forEach((title: { weekNumber: number; sessionNumber: number; sessionName: string; courseType: string; title: string }, i: number) => {
        const session = Math.floor(i / 13);
        expect(title).toMatchObject({ courseType, weekNumber: i + 1, sessionNumber: session + 1, sessionName: SESSIONS[session] });
        expect(title.title.trim().length).toBeGreaterThan(3);
      });
      expect(new Set(res.body.map((row: { title: string }) => row.title)).size).toBe(52);
      await t.client().get(`/api/course-titles/${courseType}`).expect(200, res.body);
    });

    it('regenerating a course changes nothing', async () => {
      const before = (await t.client().get('/api/course-titles/watercolor-beginner').expect(200)).body;
      const again = await admin.post('/api/course-titles').send({ courseType: 'watercolor-beginner' }).expect(200);
      expect(again.body).toEqual(before);
    });

    it('refuses an unknown course type, a missing one and unknown fields with 400', async () => {
      await admin.post('/api/course-titles').send({ courseType: 'pottery' }).expect(400);
      await admin.post('/api/course-titles').send({}).expect(400);
      await admin.post('/api/course-titles').send({ courseType: 'drawing-beginner', weeks: 10 }).expect(400);
    });
  });

  describe('lessons', () => {
    it('lets an admin create a lesson by its title (trimmed), with empty sections and no course week', async () => {
      const lesson = await newLesson('  Color Mixing Basics  ');
      expect(lesson).toEqual({
        id: expect.any(String),
        title: 'Color Mixing Basics',
        section1: '',
        section2: '',
        section3: '',
        section4: '',
        weekNumber: null,
        sessionName: null,
        sessionNumber: null,
        courseType: null,
        images: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const listed = (await t.client().get('/api/lessons').expect(200)).body;
      expect(listed).toContainEqual(lesson);
    });

    it('lets an admin edit the title and the four sections, and the course fields when sent', async () => {
      const lesson = await newLesson('Draft');
      const sections = { section1: 'Quick start', section2: 'Go deeper', section3: 'Tutor tips', section4: 'History' };
      const edited = await admin
        .put(`/api/lessons/${lesson.id}`)
        .send({ title: 'Skies', ...sections })
        .expect(200);
      expect(edited.body).toMatchObject({ id: lesson.id, title: 'Skies', ...sections, weekNumber: null });

      const withWeek = await admin
        .put(`/api/lessons/${lesson.id}`)
        .send({ title: 'Skies', weekNumber: 30, sessionName: 'Advanced Techniques', sessionNumber: 3, courseType: 'watercolor-advanced' })
        .expect(200);
      expect(withWeek.body).toMatchObject({
        ...sections,
        weekNumber: 30,
        sessionName: 'Advanced Techniques',
        sessionNumber: 3,
        courseType: 'watercolor-advanced',
      });

      const cleared = await admin.put(`/api/lessons/${lesson.id}`).send({ title: 'Skies', weekNumber: null, courseType: null }).expect(200);
      expect(cleared.body).toMatchObject({ weekNumber: null, courseType: null, sessionNumber: 3, section1: 'Quick start' });
    });

    it('lists lessons by week number ascending, lessons without a week last', async () => {
      const late = await newLesson('Late week');
      const early = await newLesson('Early week');
      await admin.put(`/api/lessons/${late.id}`).send({ title: 'Late week', weekNumber: 40 }).expect(200);
      await admin.put(`/api/lessons/${early.id}`).send({ title: 'Early week', weekNumber: 3 }).expect(200);
      const weeks = (await t.client().get('/api/lessons').expect(200)).body.map((l: { weekNumber: number | null }) => l.weekNumber);
      const withWeek = weeks.filter((w: number | null) => w !== null);
      expect(withWeek).toEqual([...withWeek].sort((a: number, b: number) => a - b));
      expect(weeks.slice(weeks.indexOf(null)).every((w: number | null) => w === null)).toBe(true);
    });

    it('lets an admin delete a lesson; it is gone, and a second delete answers 404', async () => {
      const lesson = await newLesson('To remove');
      await admin.delete(`/api/lessons/${lesson.id}`).expect(200, { id: lesson.id, deleted: true });
      const listed = (await t.client().get('/api/lessons').expect(200)).body;
      expect(listed.find((l: { id: string }) => l.id === lesson.id)).toBeUndefined();
      await admin.delete(`/api/lessons/${lesson.id}`).expect(404);
    });
  });

  describe('quick generation of a week lesson', () => {
    it('creates the lesson of a course week from its course title, in the session of that week, with four written sections', async () => {
      const titles = (await admin.post('/api/course-titles').send({ courseType: 'drawing-beginner' }).expect(200)).body;
      const res = await admin.post('/api/lessons/generate-week').send({ courseType: 'drawing-beginner', weekNumber: 14 }).expect(201);
      expect(res.body).toMatchObject({
        title: titles[13].title,
        weekNumber: 14,
        courseType: 'drawing-beginner',
        sessionName: 'Creative Exploration',
        sessionNumber: 2,
        images: [],
      });
      for (const section of ['section1', 'section2', 'section3', 'section4']) expect(res.body[section].length).toBeGreaterThan(80);
      expect(res.body.section1).toContain(titles[13].title);
    });

    it.each([
      [1, 'Foundation Mastery', 1],
      [13, 'Foundation Mastery', 1],
      [26, 'Creative Exploration', 2],
      [27, 'Advanced Techniques', 3],
      [39, 'Advanced Techniques', 3],
      [40, 'Artistic Mastery', 4],
      [52, 'Artistic Mastery', 4],
    ])('week %i belongs to %s (session %i)', async (weekNumber, sessionName, sessionNumber) => {
      const res = await admin.post('/api/lessons/generate-week').send({ courseType: 'watercolor-advanced', weekNumber }).expect(201);
      expect(res.body).toMatchObject({ weekNumber, sessionName, sessionNumber });
    });

    it('answers 409 when that course week already has its lesson, and changes nothing', async () => {
      await admin.post('/api/lessons/generate-week').send({ courseType: 'drawing-advanced', weekNumber: 7 }).expect(201);
      const before = await everything();
      const res = await admin.post('/api/lessons/generate-week').send({ courseType: 'drawing-advanced', weekNumber: 7 }).expect(409);
      expect(res.body.message).toContain('week 7');
      expect(await everything()).toEqual(before);
    });

    it('answers 409 when an edit would give a second lesson the same course week', async () => {
      await admin.post('/api/lessons/generate-week').send({ courseType: 'watercolor-beginner', weekNumber: 20 }).expect(201);
      const other = await newLesson('Another lesson');
      await admin.put(`/api/lessons/${other.id}`).send({ title: 'Another lesson', courseType: 'watercolor-beginner', weekNumber: 20 }).expect(409);
    });

    it.each([
      [{ courseType: 'watercolor-beginner', weekNumber: 0 }],
      [{ courseType: 'watercolor-beginner', weekNumber: 53 }],
      [{ courseType: 'watercolor-beginner' }],
      [{ weekNumber: 5 }],
      [{ courseType: 'pottery', weekNumber: 5 }],
      [{}],
    ])('refuses %j with 400 "Please select a course type and enter a week number (1-52)." and creates nothing', async (body) => {
      const before = await everything();
      await admin
        .post('/api/lessons/generate-week')
        .send(body)
        .expect(400, { statusCode: 400, error: 'Bad Request', message: GENERATE_WEEK_MESSAGE, code: 'BAD_REQUEST' });
      expect(await everything()).toEqual(before);
    });

    it('takes the week as digits too ("31", as a form gives it)', async () => {
      const res = await admin.post('/api/lessons/generate-week').send({ courseType: 'watercolor-beginner', weekNumber: '31' }).expect(201);
      expect(res.body).toMatchObject({ weekNumber: 31, courseType: 'watercolor-beginner' });
    });

    it('refuses a week that is not a whole number, and unknown fields, with 400', async () => {
      await admin
        .post('/api/lessons/generate-week')
        .send({ courseType: 'watercolor-beginner', weekNumber: 'five' })
        .expect(400, { statusCode: 400, error: 'Bad Request', message: GENERATE_WEEK_MESSAGE, code: 'BAD_REQUEST' });
      await admin.post('/api/lessons/generate-week').send({ courseType: 'watercolor-beginner', weekNumber: 2.5 }).expect(400);
      await admin.post('/api/lessons/generate-week').send({ courseType: 'watercolor-beginner', weekNumber: 5, title: 'x' }).expect(400);
    });
  });

  describe('lesson images', () => {
    it('lets an admin upload up to five images, re-encoded to WebP and served from /uploads, and delete one', async () => {
      const lesson = await newLesson('Painting Clouds');
      const res = await admin
        .post(`/api/lessons/${lesson.id}/images`)
        .attach('images', await png(), 'one.png')
        .attach(
          'images',
          await sharp(await png(20, 20))
            .jpeg()
            .toBuffer(),
          'two.jpg',
        )
        .expect(200);
      expect(res.body.images).toEqual([
        expect.stringMatching(/^\/uploads\/lessons\/[0-9a-f-]+\.webp$/),
        expect.stringMatching(/^\/uploads\/lessons\/[0-9a-f-]+\.webp$/),
      ]);
      const image = await t
        .client()
        .get(res.body.images[1])
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 20, height: 20 });

      const [removed, kept] = res.body.images;
      const after = await admin.delete(`/api/lessons/${lesson.id}/images`).send({ imageUrl: removed }).expect(200);
      expect(after.body.images).toEqual([kept]);
      await t.client().get(removed).expect(404);
      await admin.delete(`/api/lessons/${lesson.id}/images`).send({ imageUrl: removed }).expect(404);

      await admin.delete(`/api/lessons/${lesson.id}`).expect(200);
      await t.client().get(kept).expect(404);
    });

    it('judges uploads by content and count, and changes nothing when it refuses them', async () => {
      const lesson = await newLesson('Texture Tricks');
      const before = await everything();
      const url = `/api/lessons/${lesson.id}/images`;
      await admin.post(url).attach('images', Buffer.from('not a picture'), { filename: 'fake.png', contentType: 'image/png' }).expect(415);
      await admin.post(url).send({ images: 'x' }).expect(415);
      await admin
        .post(url)
        .attach('image', await png(), 'wrong-field.png')
        .expect(400);
      await admin.post(url).field('note', 'no file').expect(400);
      let six = admin.post(url);
      for (let i = 0; i < 6; i++) six = six.attach('images', await png(), `p${i}.png`);
      await six.expect(400);
      await admin
        .post(`/api/lessons/${UNKNOWN_ID}/images`)
        .attach('images', await png(), 'p.png')
        .expect(404);
      await admin
        .post('/api/lessons/not-an-id/images')
        .attach('images', await png(), 'p.png')
        .expect(404);
      await admin.delete(url).send({ imageUrl: '/uploads/lessons/nothing.webp' }).expect(404);
      await admin.delete(url).send({}).expect(400);
      expect(await everything()).toEqual(before);
    });
  });

  describe('pigments', () => {
    it('lets an admin create a pigment by name, with every optional field, trimmed', async () => {
      const pigment = await newPigment({
        name: ' Ultramarine ',
        category: 'Granular Gemstone',
        origin: 'Lapis lazuli',
        watercolorUse: 'Skies',
        goDeeper: 'Granulates',
        funFacts: 'Beyond the sea',
        characteristics: [' Transparent ', 'Granulating'],
      });
      expect(pigment).toEqual({
        id: expect.any(String),
        name: 'Ultramarine',
        category: 'Granular Gemstone',
        origin: 'Lapis lazuli',
        watercolorUse: 'Skies',
        goDeeper: 'Granulates',
        funFacts: 'Beyond the sea',
        characteristics: ['Transparent', 'Granulating'],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const bare = await newPigment({ name: 'Mystery Gray' });
      expect(bare).toMatchObject({ category: null, origin: '', watercolorUse: '', goDeeper: '', funFacts: '', characteristics: [] });
    });

    it('lists pigments by name, ignoring case', async () => {
      await newPigment({ name: 'burnt sienna' });
      await newPigment({ name: 'Zinc White' });
      await newPigment({ name: 'Alizarin' });
      const names: string[] = (await t.client().get('/api/pigments').expect(200)).body.map((p: { name: string }) => p.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(names.indexOf('Alizarin')).toBeLessThan(names.indexOf('burnt sienna'));
    });

    it('lets an admin edit a pigment: sent fields change, the others stay, category null clears', async () => {
      const pigment = await newPigment({ name: 'Cobalt', category: 'Historical', origin: 'Thénard, 1802' });
      const edited = await admin
        .put(`/api/pigments/${pigment.id}`)
        .send({ name: 'Cobalt Blue', characteristics: ['Non-staining'] })
        .expect(200);
      expect(edited.body).toMatchObject({ name: 'Cobalt Blue', category: 'Historical', origin: 'Thénard, 1802', characteristics: ['Non-staining'] });
      const cleared = await admin.put(`/api/pigments/${pigment.id}`).send({ name: 'Cobalt Blue', category: null, origin: '' }).expect(200);
      expect(cleared.body).toMatchObject({ category: null, origin: '' });
      const partial = await admin.put(`/api/pigments/${pigment.id}`).send({ funFacts: 'Used in Sèvres porcelain' }).expect(200);
      expect(partial.body).toMatchObject({ name: 'Cobalt Blue', funFacts: 'Used in Sèvres porcelain' });
      // The pigment as fetched: id and dates are dropped, not refused; an unknown field still is.
      const asFetched = await admin
        .put(`/api/pigments/${pigment.id}`)
        .send({ ...partial.body, id: '00000000-0000-4000-8000-000000000000', createdAt: '2000-01-01T00:00:00Z', name: 'Cobalt Blue PB28' })
        .expect(200);
      expect(asFetched.body).toMatchObject({ id: pigment.id, createdAt: partial.body.createdAt, name: 'Cobalt Blue PB28' });
      await admin
        .put(`/api/pigments/${pigment.id}`)
        .send({ ...partial.body, hue: 'blue' })
        .expect(400);
    });

    it('lets an admin delete a pigment; a second delete answers 404', async () => {
      const pigment = await newPigment({ name: 'Short-lived' });
      await admin.delete(`/api/pigments/${pigment.id}`).expect(200, { id: pigment.id, deleted: true });
      await admin.delete(`/api/pigments/${pigment.id}`).expect(404);
    });
  });

  describe('bad input changes nothing', () => {
    it('answers 404 for garbage ids as for unknown ones', async () => {
      const before = await everything();
      await admin.put('/api/lessons/123').send({ title: 'x' }).expect(404);
      await admin.delete('/api/lessons/123').expect(404);
      await admin.delete('/api/lessons/123/images').send({ imageUrl: '/uploads/lessons/x.webp' }).expect(404);
      await admin.put('/api/pigments/abc').send({ name: 'x' }).expect(404);
      await admin.delete('/api/pigments/abc').expect(404);
      await admin.put(`/api/lessons/${UNKNOWN_ID}`).send({ title: 'x' }).expect(404);
      await admin.delete(`/api/lessons/${UNKNOWN_ID}`).expect(404);
      await admin.delete(`/api/lessons/${UNKNOWN_ID}/images`).send({ imageUrl: '/uploads/lessons/x.webp' }).expect(404);
      await admin.put(`/api/pigments/${UNKNOWN_ID}`).send({ name: 'x' }).expect(404);
      await admin.delete(`/api/pigments/${UNKNOWN_ID}`).expect(404);
      expect(await everything()).toEqual(before);
    });

    it('requires a lesson title and a pigment name', async () => {
      const lesson = await newLesson('Keep me');
      const pigment = await newPigment({ name: 'Keep me too' });
      const before = await everything();
      const missing = await admin.post('/api/lessons').send({}).expect(400);
      expect(missing.body.message).toBe('title is required');
      await admin
        .post('/api/lessons')
        .send({ title: '   ' })
        .expect(400, { statusCode: 400, error: 'Bad Request', message: 'title is required', code: 'BAD_REQUEST' });
      await admin.put(`/api/lessons/${lesson.id}`).send({ section1: 'no title' }).expect(400);
      const noName = await admin.post('/api/pigments').send({ origin: 'somewhere' }).expect(400);
      expect(noName.body.message).toBe('name is required');
      await admin.put(`/api/pigments/${pigment.id}`).send({ name: '' }).expect(400);
      expect(await everything()).toEqual(before);
    });

    it('refuses unknown fields, wrong types, out-of-range numbers and over-long text with 400', async () => {
      const lesson = await newLesson('Strict');
      const pigment = await newPigment({ name: 'Strict Red' });
      const before = await everything();
      await admin.post('/api/lessons').send({ title: 'x', section1: 'not at create' }).expect(400);
      await admin.post('/api/lessons').send({ title: 42 }).expect(400);
      await admin
        .post('/api/lessons')
        .send({ title: 'x'.repeat(201) })
        .expect(400);
      await admin
        .put(`/api/lessons/${lesson.id}`)
        .send({ title: 'x', images: ['/uploads/x.webp'] })
        .expect(400);
      await admin.put(`/api/lessons/${lesson.id}`).send({ title: 'x', weekNumber: 53 }).expect(400);
      await admin.put(`/api/lessons/${lesson.id}`).send({ title: 'x', sessionNumber: 5 }).expect(400);
      await admin.put(`/api/lessons/${lesson.id}`).send({ title: 'x', courseType: 'pottery' }).expect(400);
      await admin.put(`/api/lessons/${lesson.id}`).send({ title: 'x', section2: null }).expect(400);
      await admin.post('/api/pigments').send({ name: 'x', category: 'Metallic' }).expect(400);
      await admin.post('/api/pigments').send({ name: 'x', characteristics: 'Transparent' }).expect(400);
      await admin
        .post('/api/pigments')
        .send({ name: 'x', characteristics: ['ok', ''] })
        .expect(400);
      await admin.put(`/api/pigments/${pigment.id}`).send({ name: 'x', characteristics: null }).expect(400);
      await admin.put(`/api/pigments/${pigment.id}`).send({ name: 'x', origin: null }).expect(400);
      await admin.post('/api/pigments').send({ name: 'x', colorIndex: 'PB29' }).expect(400);
      await admin.put(`/api/pigments/${pigment.id}`).send({ name: 'x', id: UNKNOWN_ID, colorIndex: 'PB29' }).expect(400);
      expect(await everything()).toEqual(before);
    });
  });

  describe('access', () => {
    it('lets anyone read lessons, pigments and course titles', async () => {
      await t.client().get('/api/lessons').expect(200);
      await t.client().get('/api/pigments').expect(200);
      await t.client().get('/api/course-titles/watercolor-beginner').expect(200);
    });

    it('keeps every write for admins: 401 without a session, 403 for a shopper, and nothing changes', async () => {
      const lesson = await newLesson('Guarded');
      const pigment = await newPigment({ name: 'Guarded Green' });
      const titles = (await t.client().get('/api/course-titles/watercolor-advanced')).body;
      const before = await everything();
      const shopper = await t.shopper('curious@example.com');
      const image = await png();
      for (const [agent, status] of [
        [t.client(), 401],
        [shopper, 403],
      ] as const) {
        await agent.post('/api/lessons').send({ title: 'Sneaky' }).expect(status);
        await agent.put(`/api/lessons/${lesson.id}`).send({ title: 'Sneaky' }).expect(status);
        await agent.delete(`/api/lessons/${lesson.id}`).expect(status);
        await agent.post(`/api/lessons/${lesson.id}/images`).attach('images', image, 'x.png').expect(status);
        await agent.delete(`/api/lessons/${lesson.id}/images`).send({ imageUrl: '/uploads/lessons/x.webp' }).expect(status);
        await agent.post('/api/lessons/generate-week').send({ courseType: 'watercolor-beginner', weekNumber: 50 }).expect(status);
        await agent.post('/api/course-titles').send({ courseType: 'watercolor-advanced' }).expect(status);
        await agent.post('/api/pigments').send({ name: 'Sneaky' }).expect(status);
        await agent.put(`/api/pigments/${pigment.id}`).send({ name: 'Sneaky' }).expect(status);
        await agent.delete(`/api/pigments/${pigment.id}`).expect(status);
      }
      expect(await everything()).toEqual(before);
      await t.client().get('/api/course-titles/watercolor-advanced').expect(200, titles);
    });

    it('records admin writes in the audit log', async () => {
      const pigment = await newPigment({ name: 'Audited Ochre' });
      const log = await admin.get('/api/admin/audit-log?action=pigments').expect(200);
      expect(log.body.items).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/pigments', statusCode: 201 }));
      await admin.delete(`/api/pigments/${pigment.id}`).expect(200);
      const deleted = await admin.get('/api/admin/audit-log?action=DELETE').expect(200);
      expect(deleted.body.items[0]).toMatchObject({ path: `/api/pigments/${pigment.id}`, target: pigment.id, statusCode: 200 });
    });
  });
});

describe('the Learning Hub demo content', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  it('seeds the four courses, eight lessons and twelve pigments once, and never twice', async () => {
    const manager = t.db('catalog').manager;
    expect(await seedLearningContent(manager)).toEqual({ courseTitles: 208, lessons: 8, pigments: 12 });
    expect(await seedLearningContent(manager)).toEqual({ courseTitles: 0, lessons: 0, pigments: 0 });

    const lessons = (await t.client().get('/api/lessons').expect(200)).body;
    expect(lessons.map((l: { weekNumber: number }) => l.weekNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(lessons[0]).toMatchObject({ courseType: 'watercolor-beginner', sessionName: 'Foundation Mastery' });
    const pigments = (await t.client().get('/api/pigments').expect(200)).body;
    expect(pigments).toHaveLength(12);
    expect(pigments.map((p: { name: string }) => p.name)).toContain('Ultramarine');
    for (const p of pigments) {
      expect(['Historical', 'Synthetic', 'Natural Plant', 'Granular Gemstone', 'Earth']).toContain(p.category);
      expect(p.origin && p.watercolorUse && p.funFacts).toBeTruthy();
    }
    for (const courseType of COURSE_TYPES) {
      expect((await t.client().get(`/api/course-titles/${courseType}`).expect(200)).body).toHaveLength(52);
    }
  });
});
