import { codeMailsLimitedMessage, verificationLockedMessage, waitPhrase } from './users';

describe('the wait a verification limit names (docs/rules.md §4)', () => {
  it('is whole minutes rounded up, at least 1, up to an hour; beyond it whole hours', () => {
    expect([1, 59, 60, 61, 420, 3600, 3601, 20 * 3600, 24 * 3600].map(waitPhrase)).toEqual([
      '1 minute',
      '1 minute',
      '1 minute',
      '2 minutes',
      '7 minutes',
      '60 minutes',
      '2 hours',
      '20 hours',
      '24 hours',
    ]);
  });

  it('goes into the two 429 messages', () => {
    expect(codeMailsLimitedMessage(420)).toBe('Too many codes requested for this e-mail. Try again in 7 minutes.');
    expect(verificationLockedMessage(3600)).toBe(
      'Too many wrong codes were entered for this e-mail, so verifying it is locked for now. Try again in 60 minutes.',
    );
  });
});
