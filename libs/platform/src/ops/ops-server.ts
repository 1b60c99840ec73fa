import http from 'node:http';
import { metrics } from './metrics';

export interface OpsChecks {
  /** Ready to take work: its own bus connection and database answer. */
  ready(): Promise<boolean>;
  /** Alive: false once it has been unable to serve for a long while (a restart is due); by default always. */
  live?(): boolean;
}

/**
 * A service's operations port (OPS_PORT) in the distributed mode: GET /livez (the process runs and its event loop
 * turns), GET /readyz (200 once it can serve, 503 while it cannot or is shutting down), GET /metrics (Prometheus).
 */
export function startOpsServer(port: number, host: string, checks: OpsChecks): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET') return answer(405, JSON.stringify({ status: 'method not allowed' }));
    if (path === '/livez') {
      const live = checks.live?.() ?? true;
      return answer(live ? 200 : 503, JSON.stringify({ status: live ? 'ok' : 'unable to serve for too long' }));
    }
    if (path === '/readyz') {
      void checks
        .ready()
        .catch(() => false)
        .then((ready) => answer(ready ? 200 : 503, JSON.stringify({ status: ready ? 'ready' : 'not ready' })));
      return;
    }
    if (path === '/metrics') {
      void metrics.metrics().then(
        (text) => answer(200, text, metrics.contentType),
        () => answer(500, '# metrics could not be collected\n', 'text/plain'),
      );
      return;
    }
    answer(404, JSON.stringify({ status: 'not found' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
