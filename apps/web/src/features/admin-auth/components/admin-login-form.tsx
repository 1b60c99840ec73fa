import { useState, type FormEvent } from 'react';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useAdminLogin } from '../api/admin-login';

function loginErrorText(error: unknown): string {
  if (isApiError(error, 401)) return getErrorMessage(error, 'Invalid email or password');
  if (isApiError(error, 429)) {
    return getErrorMessage(error, 'Too many sign-in attempts. Please wait a few minutes and try again.');
  }
  return getErrorMessage(error, 'Sign in failed. Please try again.');
}

/** The admin sign-in at /admin (docs/rules.md §4: real accounts with a password). */
export function AdminLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const login = useAdminLogin();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    setMissing(!trimmed || !password);
    if (!trimmed || !password) return;
    login.mutate({ email: trimmed, password });
  }

  const error = missing ? 'Enter your email and password.' : login.isError ? loginErrorText(login.error) : null;

  return (
    <CenteredLayout title="Admin Sign In">
      <Card>
        <CardTitle>Admin Sign In</CardTitle>
        <p className="mt-1 text-sm text-ink-soft">For shop staff only.</p>
        <form onSubmit={handleSubmit} noValidate className="mt-5 flex flex-col gap-4">
          <Input
            type="email"
            label="Email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="admin-login-email"
          />
          <Input
            type="password"
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="admin-login-password"
          />
          {error && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" busy={login.isPending} data-testid="admin-login-submit">
            {login.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </Card>
    </CenteredLayout>
  );
}
