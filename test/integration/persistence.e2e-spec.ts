import { createEmptyTestDatabase } from '../support/test-database';
import { startTestShop, TestShop } from '../support/test-shop';

describe('a restarted shop', () => {
  it('a restarted shop on the same database still knows its shoppers and settings, and migrations run once', async () => {
    // Empty, not a copy of the migrated template: the first start runs every migration, as a new shop's does.
    const database = await createEmptyTestDatabase();
    // Closed whatever happens: a shop left running keeps its outbox relay polling, and jest would never exit.
    const opened: TestShop[] = [];
    try {
      const first = await startTestShop({}, { databaseUrl: database.url });
      opened.push(first);
      const signedIn = await first.client().post('/api/users').send({ email: 'returning@example.com' }).expect(200);
      const admin = await first.admin();
      await admin.get('/api/users').expect(200);
      await first.close();
      opened.pop();

      const second = await startTestShop({}, { databaseUrl: database.url });
      opened.push(second);
      const again = await second.client().post('/api/users').send({ email: 'returning@example.com' }).expect(200);
      expect(again.body.id).toBe(signedIn.body.id);
    } finally {
      for (const shop of opened) await shop.close();
      await database.drop();
    }
  }, 60_000);
});
