import { Client } from 'pg';
import TestAgent from 'supertest/lib/agent';
import { createTestDatabase } from '../support/test-database';
import { startTestShop, TestShop } from '../support/test-shop';

const UNAUDITED = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The audit log cannot record this change right now, so nothing was changed. Please try again in a moment.',
  code: 'SERVICE_UNAVAILABLE',
};

/** No administrator write without its audit entry (docs/rules.md §4 "Audit log"). */
describe('an admin write whose audit entry cannot be recorded fails', () => {
  let t: TestShop;
  let db: { url: string; drop(): Promise<void> };
  let sql: Client;
  let admin: TestAgent;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await startTestShop({}, { databaseUrl: db.url });
    sql = new Client({ connectionString: db.url });
    await sql.connect();
    admin = await t.admin();
  });
  afterAll(async () => {
    await sql.end();
    await t.close();
    await db.drop();
  });

  /** admin-reporting's audit store gone (its table renamed away) for the length of `during`. */
  async function withoutAuditStore(during: () => Promise<void>): Promise<void> {
    await sql.query('ALTER TABLE admin_reporting.audit_log RENAME TO audit_log_away');
    try {
      await during();
    } finally {
      await sql.query('ALTER TABLE admin_reporting.audit_log_away RENAME TO audit_log');
    }
  }
  const productCount = async () => Number((await admin.get('/api/admin/products').expect(200)).headers['x-total-count']);
  const productNames = async () => (await sql.query('SELECT name FROM catalog.products ORDER BY name')).rows.map((r) => r.name);

  it('answers 503 and creates, changes and deletes nothing', async () => {
    const { body: kept } = await admin.post('/api/products').field('name', 'Kept Brush').field('category', 'Brushes').field('price', '5').expect(201);
    const before = await productNames();

    await withoutAuditStore(async () => {
      const create = await admin.post('/api/products').field('name', 'Unaudited Brush').field('category', 'Brushes').field('price', '7').expect(503);
      expect(create.body).toEqual(UNAUDITED);
      expect((await admin.put(`/api/products/${kept.id}`).field('name', 'Renamed Unaudited').expect(503)).body).toEqual(UNAUDITED);
      expect((await admin.delete(`/api/products/${kept.id}`).expect(503)).body).toEqual(UNAUDITED);
      expect((await admin.post('/api/coupons').send({ code: 'UNAUDITED', discountPercentage: 10 }).expect(503)).body).toEqual(UNAUDITED);
      // Reads need no audit entry.
      expect(await productCount()).toBe(before.length);
    });

    expect(await productNames()).toEqual(before);
    expect((await admin.get('/api/coupons').expect(200)).body).not.toContainEqual(expect.objectContaining({ code: 'UNAUDITED' }));
    const log = await admin.get('/api/admin/audit-log?action=/api/products').expect(200);
    expect(log.body.items.map((e: { method: string; statusCode: number }) => `${e.method} ${e.statusCode}`)).toEqual(['POST 201']);
  });

  it('records the entry before the write and completes it with the outcome once the store is back', async () => {
    const created = await admin.post('/api/products').field('name', 'Audited Brush').field('category', 'Brushes').field('price', '6').expect(201);
    await admin.post('/api/products').field('name', 'Odd Brush').field('category', 'NaN').field('price', '6').expect(400);
    const log = await admin.get('/api/admin/audit-log?action=/api/products&limit=2').expect(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/products', statusCode: 400, adminEmail: 'owner@watercolor.test' }),
      expect.objectContaining({ method: 'POST', path: '/api/products', statusCode: 201, adminEmail: 'owner@watercolor.test' }),
    ]);
    expect(created.body.name).toBe('Audited Brush');
  });

  it('keeps an entry whose outcome could not be recorded as attempted (statusCode null): the write is done and answered', async () => {
    // Outcomes cannot be written (UPDATE refused), new entries can.
    await sql.query(
      `CREATE FUNCTION admin_reporting.refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no updates'; END $$`,
    );
    await sql.query(
      'CREATE TRIGGER refuse_update BEFORE UPDATE ON admin_reporting.audit_log FOR EACH ROW EXECUTE FUNCTION admin_reporting.refuse_update()',
    );
    try {
      await admin.post('/api/products').field('name', 'Half Audited Brush').field('category', 'Brushes').field('price', '6').expect(201);
    } finally {
      await sql.query('DROP TRIGGER refuse_update ON admin_reporting.audit_log');
      await sql.query('DROP FUNCTION admin_reporting.refuse_update()');
    }
    expect(await productNames()).toContain('Half Audited Brush');
    const log = await admin.get('/api/admin/audit-log?action=/api/products&limit=1').expect(200);
    expect(log.body.items[0]).toMatchObject({ method: 'POST', path: '/api/products', statusCode: null });
  });
});
