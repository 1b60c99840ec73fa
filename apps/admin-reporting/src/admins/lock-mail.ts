import type { MailMessage } from '@shop/platform';
import type { LockStarted } from './admin-lockout';

/** The e-mail the account's owner gets once when a lock starts (docs/rules.md §4). */
export function lockMail(to: string, lock: LockStarted): MailMessage {
  const since = lock.failuresSinceSignIn > lock.failures ? ` (${lock.failuresSinceSignIn} since the last successful sign-in)` : '';
  return {
    to,
    subject: 'Your watercolor shop admin account is locked for now',
    text: [
      `There were ${lock.failures} wrong passwords in a row for the admin account ${to}${since}, from these addresses:`,
      '',
      ...lock.addresses.map((address) => `  ${address}`),
      '',
      `To protect the account, admin sign-in is locked until ${utc(lock.lockedUntil)} (${lock.minutes} minutes). ` +
        'Until then even the right password is refused.',
      '',
      'If this was not you, someone is trying to guess your password. ' +
        'Each further lock lasts twice as long, up to a day; a successful sign-in resets the count.',
    ].join('\n'),
  };
}

function utc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
