import { createServer, Server } from 'node:net';

/**
 * `count` distinct TCP ports that are free right now, chosen by the operating system. A random number picked from a
 * range can land on a port another process (or one of this machine's own outgoing connections) already holds.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, resolve);
      });
      servers.push(server);
    }
    return servers.map((server) => (server.address() as { port: number }).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
