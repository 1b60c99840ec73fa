import 'reflect-metadata';
import { adminLockedMessage } from '@shop/contracts';
import { lockMail } from './lock-mail';

describe("the owner's lock e-mail", () => {
  const lock = {
    failures: 10,
    failuresSinceSignIn: 10,
    addresses: ['10.0.0.1', '2001:db8::7'],
    lockedUntil: new Date('2025-11-25T14:03:59.500Z'),
    minutes: 15,
  };

  it('says how many wrong passwords, from which addresses, and when the lock ends', () => {
    const mail = lockMail('owner@example.com', lock);
    expect(mail.to).toBe('owner@example.com');
    expect(mail.text).toContain(
      'There were 10 wrong passwords in a row for the admin account owner@example.com, from these addresses:\n\n  10.0.0.1\n  2001:db8::7\n',
    );
    expect(mail.text).toContain('locked until 2025-11-25 14:03 UTC (15 minutes)');
  });

  it('adds the failures since the last successful sign-in when earlier locks had some', () => {
    expect(lockMail('owner@example.com', { ...lock, failuresSinceSignIn: 20, minutes: 30 }).text).toContain(
      'owner@example.com (20 since the last successful sign-in), from',
    );
  });
});

describe('the locked answer', () => {
  it('names the minutes left, in the singular for one', () => {
    expect(adminLockedMessage(15)).toBe('Too many failed sign-ins for this account. Try again in 15 minutes.');
    expect(adminLockedMessage(1)).toBe('Too many failed sign-ins for this account. Try again in 1 minute.');
  });
});
