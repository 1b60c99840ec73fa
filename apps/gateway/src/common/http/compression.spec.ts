import { negotiateEncoding } from './compression';

describe('negotiateEncoding (Accept-Encoding → br, gzip or none)', () => {
  it('prefers brotli when both are accepted, whatever order the browser lists them in', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br, gzip')).toBe('br');
  });

  it('takes gzip when brotli is not accepted', () => {
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  });

  it('honours q=0 and the * wildcard', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
  });

  it('answers none without the header, for identity only, or for encodings it does not make', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate, zstd')).toBeNull();
  });

  it('reads names and weights case-insensitively and with spaces', () => {
    expect(negotiateEncoding(' GZIP ; Q=1 ')).toBe('gzip');
    expect(negotiateEncoding('Br;q=0.8')).toBe('br');
  });
});
