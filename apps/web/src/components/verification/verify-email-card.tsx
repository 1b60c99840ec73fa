import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_PATTERN } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useServerSession } from '@/lib/server-session';
import { useRequestVerificationCode } from '@/lib/request-verification-code';
import { useVerifyCode } from '@/lib/verify-code';

type VerifyEmailCardProps = {
  /** Also say so once the session is verified (else nothing is shown then). */
  showWhenVerified?: boolean;
  /** Why this place asks (what the code unlocks here); the default speaks of credits and referral links. */
  purpose?: string;
  /** An id for the card's title (a dialog around the card names itself by it). */
  titleId?: string;
  className?: string;
};

const DEFAULT_PURPOSE = 'To spend credits and use your referral links, confirm the address';

/**
 * E-mail verification for a signed-in shopper (docs/rules.md §4): 'Send code' e-mails a 6-digit
 * one-time code (valid 10 minutes, 5 attempts), and entering it marks the session verified.
 * Shown only while GET /api/session says the session is not verified; the server's own
 * messages are shown (the code is on its way, "N attempts left", 429 "too many").
 */
export function VerifyEmailCard({ showWhenVerified = false, purpose = DEFAULT_PURPOSE, titleId, className }: VerifyEmailCardProps) {
  const session = useServerSession();
  const requestCode = useRequestVerificationCode();
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const current = session.data;
  if (!current) return null;
  if (current.verified) {
    if (!showWhenVerified) return null;
    return (
      <p data-testid="verify-email-done" className={clsx('text-sm text-green-800', className)}>
        <span aria-hidden="true">✓ </span>
        <strong className="break-all">{current.email}</strong> is verified.
      </p>
    );
  }

  function sendCode() {
    setError(null);
    setNotice(null);
    requestCode.mutate(undefined, {
      onSuccess: (answer) => setNotice(answer.message || 'A 6-digit code is on its way. It is valid for 10 minutes.'),
      onError: (failure) => setError(getErrorMessage(failure, 'Could not send the code. Please try again.')),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const entered = code.trim();
    setError(null);
    if (!VERIFICATION_CODE_PATTERN.test(entered)) {
      setError('Enter the 6-digit code from the e-mail.');
      return;
    }
    verify.mutate(entered, {
      onSuccess: () => {
        setCode('');
        setNotice(null);
        toast({ title: 'E-mail verified', description: 'Your session is verified.', variant: 'success' });
      },
      onError: (failure) => setError(getErrorMessage(failure, 'Could not verify the code. Please try again.')),
    });
  }

  return (
    <Card data-testid="verify-email-card" className={clsx('flex flex-col gap-3', className)}>
      <CardTitle id={titleId} className="text-lg">
        Verify your e-mail
      </CardTitle>
      <p className="text-sm text-ink">
        You're signed in as <strong className="break-all">{current.email}</strong>. {purpose}: we e-mail you a 6-digit code, valid for 10 minutes.
      </p>
      <Button variant="secondary" className="self-start" busy={requestCode.isPending} onClick={sendCode} data-testid="verify-send-code">
        {requestCode.isSuccess ? 'Send a new code' : 'Send code'}
      </Button>
      {notice && (
        <p role="status" data-testid="verify-email-notice" className="text-sm text-ink-soft">
          {notice}
        </p>
      )}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <Input
          label="6-digit code"
          className="w-40"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          data-testid="verify-code-input"
        />
        <Button type="submit" busy={verify.isPending} disabled={code.length !== 6} data-testid="verify-submit">
          Verify
        </Button>
      </form>
      {error && (
        <p role="alert" data-testid="verify-email-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </Card>
  );
}
