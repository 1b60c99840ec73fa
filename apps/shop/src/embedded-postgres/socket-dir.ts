import { chmodSync, chownSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** `<DATA_DIR>/pg-socket`: the server's own folder, for its Unix socket (and initdb's password file on the first start). */
export const SOCKET_DIR_NAME = 'pg-socket';

/** A Unix socket's path must fit in sun_path: 108 bytes with its final NUL. */
const SOCKET_PATH_MAX_BYTES = 107;

/**
 * The socket folder to give Postgres, or null when the socket's path in it
 * would be too long (a deep DATA_DIR) or the folder cannot be written in
 * `unix_socket_directories` (a comma or a quote): then the shop uses loopback TCP only.
 */
export function socketDirFor(runDir: string, port: number): string | null {
  const socketPath = path.join(runDir, `.s.PGSQL.${port}`);
  if (Buffer.byteLength(socketPath) > SOCKET_PATH_MAX_BYTES || /[,"]/.test(runDir)) return null;
  return runDir;
}

/** The folder exists with mode 0700, owned by whoever runs the server (`owner`: the postgres user when the shop runs as root). */
export function prepareRunDir(runDir: string, owner?: { uid: number; gid: number }): void {
  mkdirSync(runDir, { recursive: true, mode: 0o700 });
  chmodSync(runDir, 0o700);
  if (owner) chownSync(runDir, owner.uid, owner.gid);
}
