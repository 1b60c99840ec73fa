import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface ComposeService {
  healthcheck?: { test: string[] };
  environment?: Record<string, unknown>;
}

/** docker-compose.yml, the distributed mode on one machine: its health checks are the processes' own readiness, and cheap. */
describe('the docker-compose file', () => {
  const compose = parse(readFileSync(join(__dirname, '..', 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const shop = ['catalog', 'commerce', 'engagement', 'chat', 'admin-reporting', 'gateway-1', 'gateway-2'].filter((name) => compose.services[name]);

  it("checks each shop process's health by its own /readyz (a service's on its operations port), not by a NATS round trip", () => {
    expect(shop.length).toBeGreaterThanOrEqual(6);
    for (const name of shop) {
      const test = compose.services[name].healthcheck?.test.join(' ') ?? '';
      expect({ name, readyz: /\/readyz/.test(test), natsScript: /check-service/.test(test) }).toEqual({ name, readyz: true, natsScript: false });
    }
  });
});
