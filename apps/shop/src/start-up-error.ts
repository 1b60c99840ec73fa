import { createServer } from 'node:net';

/** A reason the shop cannot start, said as a sentence an operator can act on (printed as it is). */
export class StartUpError extends Error {
  override readonly name = 'StartUpError';
}

/** The sentence printed after "The shop could not start:" — never "undefined". */
export function describeStartUpError(err: unknown): string {
  if (err instanceof StartUpError) return err.message;
  const code = (err as { code?: string } | undefined)?.code;
  const port = (err as { port?: number } | undefined)?.port;
  if (code === 'EADDRINUSE' && port) return portTakenMessage(port, 'PORT', 'the shop');
  const message = err instanceof Error ? err.message.trim() : typeof err === 'string' ? err.trim() : '';
  if (!message) return 'an unexpected error that gave no description happened; the lines above may tell more.';
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/** `variable` is the setting that moves it (PORT, EMBEDDED_PG_PORT); `what` is who wanted the port. */
export async function assertPortFree(port: number, host: string, variable: string, what: string): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
  if (!free) throw new StartUpError(portTakenMessage(port, variable, what));
}

function portTakenMessage(port: number, variable: string, what: string): string {
  return (
    `port ${port} is already taken by another program (is another shop running?), so ${what} cannot use it. ` +
    `Stop that program, or set ${variable} to a free port (README "Configuration").`
  );
}
