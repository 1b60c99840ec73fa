import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';
import { useSignOut } from '../api/sign-out';

/**
 * The header's account control. A shopper: her e-mail (on wider screens) and
 * 'Sign out', which ends the session and goes back to the landing form, where
 * another e-mail can be entered. The owner browsing the shop without a shopper
 * session: a way back to the Admin Panel.
 */
export function AccountControl() {
  const { email } = useShopperSession();
  const signOut = useSignOut();

  if (!email) {
    return (
      <Link href={paths.admin.dashboard} className={buttonClasses('secondary', 'sm', 'shrink-0')}>
        Admin Panel
      </Link>
    );
  }

  function handleSignOut() {
    signOut.mutate(undefined, {
      onError: (error) =>
        toast({ title: 'Sign out failed', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  }

  return (
    <div className="flex min-w-0 shrink-0 items-center gap-2">
      <span className="hidden max-w-48 truncate text-sm text-ink-soft lg:inline" title={email}>
        {email}
      </span>
      <Button
        variant="secondary"
        size="sm"
        data-testid="sign-out"
        aria-label={`Sign out (${email}) or use another e-mail`}
        busy={signOut.isPending}
        onClick={handleSignOut}
      >
        Sign out
      </Button>
    </div>
  );
}
