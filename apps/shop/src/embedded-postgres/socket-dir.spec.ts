import { socketDirFor } from './socket-dir';

describe('where the embedded PostgreSQL puts its socket', () => {
  it('uses the folder inside the data folder while the socket path fits a Unix socket address', () => {
    expect(socketDirFor('/srv/shop/.data/pg-socket', 54329)).toBe('/srv/shop/.data/pg-socket');
  });

  it('falls back to loopback TCP when the socket path would pass 107 bytes', () => {
    const fits = `/${'d'.repeat(107 - '/pg-socket/.s.PGSQL.54329'.length - 1)}/pg-socket`;
    expect(Buffer.byteLength(`${fits}/.s.PGSQL.54329`)).toBe(107);
    expect(socketDirFor(fits, 54329)).toBe(fits);
    expect(socketDirFor(`/x${fits}`, 54329)).toBeNull();
    // Counted in bytes, not characters.
    expect(socketDirFor(fits.replace('dd', 'é'), 54329)).toBe(fits.replace('dd', 'é'));
    expect(socketDirFor(fits.replace('d', 'é'), 54329)).toBeNull();
  });

  it('falls back to loopback TCP for a folder unix_socket_directories cannot name (a comma or a quote)', () => {
    expect(socketDirFor('/srv/a,b/pg-socket', 54329)).toBeNull();
    expect(socketDirFor('/srv/a"b/pg-socket', 54329)).toBeNull();
  });
});
