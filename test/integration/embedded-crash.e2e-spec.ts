import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import {
  isRunning,
  postgresPidOf,
  requireBuiltShop,
  spawnShop,
  startShopProcess,
  stopShopProcess,
  waitUntilStopped,
  watchdogOf,
} from '../support/shop-process';
import { freePorts } from '../support/free-ports';

requireBuiltShop();

async function freshPorts(): Promise<{ port: number; pgPort: number }> {
  const [port, pgPort] = await freePorts(2);
  return { port, pgPort };
}

/** After kill -9, out of memory or a power cut, `npm start` on the same data folder opens the shop again by itself. */
describe('the embedded shop after a crash', () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('a shop killed with kill -9 leaves no PostgreSQL running, and the next start on the same data folder answers /api/health', async () => {
    const dataDir = newDataDir();
    const { port, pgPort } = await freshPorts();
    const settings = { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: 'false' };
    const first = await startShopProcess(settings);
    const postgres = postgresPidOf(dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    // Its watchdog sees the shop gone and stops the PostgreSQL it left.
    expect(await waitUntilStopped(postgres, 15_000)).toBe(true);

    const second = await startShopProcess(settings);
    try {
      await request(`http://localhost:${port}`).get('/api/health').expect(200);
      expect(second.output()).not.toContain('undefined');
    } finally {
      await stopShopProcess(second);
    }
    expect(existsSync(path.join(dataDir, 'shop.pid'))).toBe(false);
  }, 180_000);

  it('when the watchdog died with the shop, the next start stops the PostgreSQL left running and opens', async () => {
    const dataDir = newDataDir();
    const { port, pgPort } = await freshPorts();
    const settings = { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: 'false' };
    const first = await startShopProcess(settings);
    const postgres = postgresPidOf(dataDir);
    const watchdog = watchdogOf(first.child.pid!);
    expect(watchdog).not.toBeNull();
    process.kill(watchdog!, 'SIGKILL');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isRunning(postgres)).toBe(true);

    const second = await startShopProcess(settings);
    try {
      expect(second.output()).toContain(`stopping the PostgreSQL (process ${postgres})`);
      expect(isRunning(postgres)).toBe(false);
      await request(`http://localhost:${port}`).get('/api/health').expect(200);
    } finally {
      await stopShopProcess(second);
    }
  }, 180_000);

  it('refuses a second shop with a sentence that names what is taken and the setting that changes it', async () => {
    const dataDir = newDataDir();
    const { port, pgPort } = await freshPorts();
    const running = await startShopProcess({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: 'false' });
    try {
      const refusedBy = async (settings: Record<string, string>) => {
        const second = spawnShop({ SEED_DEMO: 'false', ...settings });
        expect(await second.exited).toBe(1);
        const said = second.output();
        expect(said).toContain('The shop could not start: ');
        expect(said).not.toContain('undefined');
        return said;
      };
      const other = await freshPorts();

      const samePgPort = await refusedBy({ DATA_DIR: newDataDir(), PORT: String(other.port), EMBEDDED_PG_PORT: String(pgPort) });
      expect(samePgPort).toContain(`port ${pgPort} is already taken`);
      expect(samePgPort).toContain('set EMBEDDED_PG_PORT to a free port (README "Configuration")');

      const sameHttpPort = await refusedBy({ DATA_DIR: newDataDir(), PORT: String(port), EMBEDDED_PG_PORT: String(other.pgPort) });
      expect(sameHttpPort).toContain(`port ${port} is already taken`);
      expect(sameHttpPort).toContain('set PORT to a free port');

      const sameFolder = await refusedBy({ DATA_DIR: dataDir, PORT: String(other.port), EMBEDDED_PG_PORT: String(other.pgPort) });
      expect(sameFolder).toContain(`another shop (process ${running.child.pid}) is already running on the data folder ${dataDir}`);

      // The running shop was left alone.
      await request(`http://localhost:${port}`).get('/api/health').expect(200);
    } finally {
      await stopShopProcess(running);
    }
  }, 180_000);
});
