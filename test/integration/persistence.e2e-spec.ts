import { createTestDatabase } from '../support/test-database';
import { startTestShop } from '../support/test-shop';

describe('a restarted shop', () => {
  it('a restarted shop on the same database still knows its shoppers and settings, and migrations run once', async () => {
    const database = await createTestDatabase();
    const first = await startTestShop({}, { databaseUrl: database.url });
    await first.shopper('returning@example.com');
    const admin = await first.admin();
    await admin.get('/api/users').expect(200);
    await first.close();

    const second = await startTestShop({}, { databaseUrl: database.url });
    const again = await second.client().post('/api/users').send({ email: 'returning@example.com' }).expect(200);
    expect(again.body.isNew).toBe(false);
    await second.close();
    await database.drop();
  }, 60_000);
});
