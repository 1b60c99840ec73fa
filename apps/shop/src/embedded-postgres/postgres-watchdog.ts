import { spawn } from 'node:child_process';

/**
 * Node cannot ask the kernel to end its children with it (there is no
 * PDEATHSIG), so a PostgreSQL started by a shop that is killed outright would
 * keep running. This tiny shell loop, in a session of its own, polls both
 * processes every second: when the shop is gone while its PostgreSQL still
 * runs, it asks Postgres for a fast shutdown (SIGINT); when the PostgreSQL
 * stops first (a normal close), it just ends. A zombie (dead, not yet reaped)
 * counts as gone.
 */
const WATCHDOG_SCRIPT = `
alive() {
  kill -0 "$1" 2>/dev/null || return 1
  [ -r "/proc/$1/status" ] || return 0
  ! grep -q '^State:[[:space:]]*Z' "/proc/$1/status"
}
while alive "$1" && alive "$2"; do sleep 1; done
if alive "$2" && ! alive "$1"; then kill -INT "$2"; fi
`;

export function watchOverPostgres(shopPid: number, postgresPid: number): void {
  const watchdog = spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT, 'shop-postgres-watchdog', String(shopPid), String(postgresPid)], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.on('error', () => undefined);
  watchdog.unref();
}
