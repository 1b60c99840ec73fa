import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { saveDeviceFingerprint, signIn } from '@/lib/session';
import { buildRegistration, useRegisterUser } from '../api/register-user';

/** The landing's failure message (docs/product/shopper.md §8). */
export const SUBMIT_FAILED_MESSAGE = 'Failed to process your email. Please try again.';

function isPlausibleEmail(value: string) {
  return value.trim() !== '' && value.includes('@');
}

/** "Enter your email to begin": the only sign-in a shopper ever needs (docs/product/shopper.md §2, §5). */
export function EmailEntryForm() {
  const [email, setEmail] = useState('');
  const register = useRegisterUser();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isPlausibleEmail(email)) {
      toast({ title: 'Invalid Email', description: 'Please enter a valid email address.', variant: 'destructive' });
      return;
    }
    const registration = buildRegistration(email);
    register.mutate(registration, {
      onSuccess: () => {
        saveDeviceFingerprint();
        signIn(registration.email, registration.deviceId);
      },
      // docs/product/shopper.md §8: any failure (a 429 rate limit included) shows the catalogue's message.
      onError: () => {
        toast({ title: 'Error', description: SUBMIT_FAILED_MESSAGE, variant: 'destructive' });
      },
    });
  }

  return (
    <Card>
      <CardTitle className="text-center">Enter your email to begin</CardTitle>
      <form onSubmit={handleSubmit} noValidate className="mt-4 flex flex-col gap-3">
        <Input
          type="email"
          name="email"
          label="Email address"
          hideLabel
          placeholder="you@example.com"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          data-testid="landing-email-input"
        />
        <Button type="submit" size="lg" busy={register.isPending} data-testid="landing-submit">
          {register.isPending ? 'Starting...' : 'Start Creating'}
        </Button>
        <p className="text-center text-sm text-ink-soft">No password needed — just your email.</p>
      </form>
    </Card>
  );
}
