import { VERIFICATION_WRONG_CODES_PER_HOUR } from '@shop/contracts';
import type { MailMessage } from '@shop/platform';

/** The e-mail a shopper gets once when wrong codes lock her verification (docs/rules.md §4). */
export function verificationLockMail(to: string, lockedUntil: Date, minutes: number): MailMessage {
  return {
    to,
    subject: 'Too many wrong codes: verifying your watercolor shop e-mail is paused for now',
    text: [
      `${VERIFICATION_WRONG_CODES_PER_HOUR} wrong verification codes were entered for ${to} within an hour.`,
      '',
      `To protect your account, codes for this address are not accepted until ${utc(lockedUntil)} (${minutes} minutes), ` +
        'not even the right one. After that you can ask for a new code as usual.',
      '',
      'If this was not you, someone may be trying to get into your account. They cannot see your orders, credits or ' +
        'store credit without a code from this mailbox, so you need do nothing.',
    ].join('\n'),
  };
}

function utc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
