import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import type { ServiceName } from '@shop/contracts';
import type { ShopConfig } from '@shop/platform';
import type { RunningShop } from '../../apps/shop/src/start-shop';
import { builtModule } from './built-shop';
import { createTestDatabase } from './test-database';

const { startShop } = builtModule<typeof import('../../apps/shop/src/start-shop')>('apps/shop/src/start-shop');
const { readConfig } = builtModule<typeof import('@shop/platform')>('@shop/platform');
const typeorm = builtModule<typeof import('typeorm')>('typeorm');

export const TEST_ADMIN = { email: 'owner@watercolor.test', password: 'correct horse battery staple' };

export interface TestShop {
  shop: RunningShop;
  url: string;
  config: ShopConfig;
  /** The secret sessions are signed with (another gateway on the same bus needs it). */
  sessionSecret: string;
  /** A fresh cookie-keeping client (a browser of its own). */
  client(): TestAgent;
  /** A client signed in as the shopper with this e-mail. */
  shopper(email: string): Promise<TestAgent>;
  /** A client signed in as the shopper and verified with the code the shop e-mailed her (mail written under DATA_DIR/mail). */
  verifiedShopper(email: string): Promise<TestAgent>;
  /** A client signed in as the test admin. */
  admin(): Promise<TestAgent>;
  /** A service's own database connection (its schema), for checks the API does not answer. */
  db(service: ServiceName): DataSource;
  close(): Promise<void>;
}

export interface TestShopOptions {
  webRoot?: string;
  databaseUrl?: string;
  logger?: Logger;
  /**
   * Each client (and so each shopper and admin) sends from an address of its own (X-Forwarded-For, believed: the shop
   * runs with TRUST_PROXY), as people on their own connections do, so per-address limits count each apart.
   */
  ownAddresses?: boolean;
}

/**
 * The embedded shop (five services + gateway, in-process bus) on its own
 * database and data folder, listening on a free port — Vendure's test server
 * in spirit: known admin, fresh data, real HTTP.
 */
export async function startTestShop(env: NodeJS.ProcessEnv = {}, options: TestShopOptions = {}): Promise<TestShop> {
  // A database handed in belongs to the caller, who drops it.
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-data-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...(options.ownAddresses ? { TRUST_PROXY: 'true' } : {}),
    ...env,
  });
  const sessionSecret = randomBytes(32).toString('hex');
  const shop = await startShop({
    config,
    databaseUrl: database.url,
    sessionSecret,
    port: 0,
    host: '127.0.0.1',
    webRoot: options.webRoot,
    logger: options.logger,
  });
  let clients = 0;
  const client = () => {
    const agent = request.agent(shop.url);
    if (!options.ownAddresses) return agent;
    clients += 1;
    return agent.set('x-forwarded-for', `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`);
  };
  const shopper = async (email: string) => {
    const agent = client();
    await agent
      .post('/api/users')
      .send({ email })
      .expect((res) => {
        if (res.status >= 300) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
      });
    return agent;
  };
  return {
    shop,
    url: shop.url,
    config,
    sessionSecret,
    client,
    shopper,
    async verifiedShopper(email) {
      const agent = await shopper(email);
      await agent.post('/api/users/verification-code').send({}).expect(202);
      await agent
        .post('/api/users/verify')
        .send({ code: lastCodeMailedTo(config.mailDir, email) })
        .expect(200);
      return agent;
    },
    async admin() {
      const agent = client();
      await agent.post('/api/admin/login').send(TEST_ADMIN).expect(200);
      return agent;
    },
    db(service) {
      return shop.services.find((running) => running.name === service)!.app.get(typeorm.DataSource);
    },
    async close() {
      await shop.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The mails the embedded shop wrote to this address into its mail folder (file names, oldest first); none while the
 * folder does not exist yet (the mailer makes it with the first mail).
 */
export function mailFilesTo(folder: string, email: string): string[] {
  // The mailer names each file after the address, characters outside [a-z0-9@._-] (a +tag's plus) made '_'.
  const fileEnd = `-${email.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(fileEnd))
        .sort()
    : [];
}

/** The code in the newest verification mail the embedded shop wrote for this address into its mail folder. */
export function lastCodeMailedTo(folder: string, email: string): string {
  const newest = mailFilesTo(folder, email).pop();
  const code = newest && /verification code is (\d{6})/.exec(readFileSync(path.join(folder, newest), 'utf8'))?.[1];
  if (!code) throw new Error(`no verification code was mailed to ${email}`);
  return code;
}
