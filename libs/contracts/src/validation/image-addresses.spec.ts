import { salesRangeOf } from '../admin-reporting/sales';
import { isImageAddress } from './image-addresses';

describe('isImageAddress (docs/api.md "Image addresses")', () => {
  it('takes an http(s) address or a stored upload path', () => {
    for (const ok of ['https://cdn.example.com/a.jpg', 'http://example.com/x?y=1', '/uploads/giveaways/1f2e.webp', '/uploads/a.png']) {
      expect([ok, isImageAddress(ok)]).toEqual([ok, true]);
    }
  });

  it('refuses other schemes, other paths, climbing out of /uploads, blanks, non-text and over-long addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'ftp://x.com/a.png',
      '/etc/passwd',
      '/uploads/../secret',
      '/uploads/',
      'cdn.example.com/a.jpg',
      '',
      42,
      null,
      `https://example.com/${'a'.repeat(500)}`,
    ]) {
      expect([bad, isImageAddress(bad)]).toEqual([bad, false]);
    }
  });
});

describe('salesRangeOf (docs/api.md sales overview)', () => {
  it('reads the bare day counts as their ranges and leaves anything else for the validator', () => {
    expect(['1', '7', '30', '90'].map(salesRangeOf)).toEqual(['24h', '7d', '30d', '90d']);
    expect(['7d', 'all', '14', 'constructor', 7, undefined].map(salesRangeOf)).toEqual(['7d', 'all', '14', 'constructor', 7, undefined]);
  });
});
