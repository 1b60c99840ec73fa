import { canonicalEmail } from './email';

describe('canonicalEmail: one person, one identity', () => {
  it.each([
    ['Alice@Example.com', 'alice@example.com'],
    ['alice+1@example.com', 'alice@example.com'],
    ['alice+giveaway+2@example.com', 'alice@example.com'],
    ['"alice"@example.com', 'alice@example.com'],
    ['a.l.i.c.e@gmail.com', 'alice@gmail.com'],
    ['A.Lice+x@GoogleMail.com', 'alice@gmail.com'],
    ['  alice@example.com ', 'alice@example.com'],
  ])('%s is %s', (typed, canonical) => {
    expect(canonicalEmail(typed)).toBe(canonical);
  });

  it('keeps the dots of other domains, which may be different people', () => {
    expect(canonicalEmail('a.lice@example.com')).toBe('a.lice@example.com');
    expect(canonicalEmail('a.lice@example.com')).not.toBe(canonicalEmail('alice@example.com'));
  });

  it('keeps a local part that starts with +', () => {
    expect(canonicalEmail('+alice@example.com')).toBe('+alice@example.com');
  });
});
