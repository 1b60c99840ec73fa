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
 * another e-mail can be entered; 'My orders' (here, not in the nav: a sixth
 * item would crowd the phone's bottom bar). The owner browsing the shop without a shopper
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
      onError: (error) => toast({ title: 'Sign out failed', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  }

  return (
    // nowrap: its min-content is then its real width, so the header shrinks the shop name instead of overflowing.
    <div className="flex min-w-0 shrink-0 items-center gap-2 whitespace-nowrap">
      <span className="hidden max-w-48 truncate text-sm text-ink-soft lg:inline" title={email}>
        {email}
      </span>
      {/* 'Orders' on phones, so the header still fits 375 px. */}
      <Link href={paths.myOrders} data-testid="my-orders-link" className={buttonClasses('secondary', 'sm', 'shrink-0')}>
        <span className="hidden sm:inline">My orders</span>
        <span className="sm:hidden">Orders</span>
      </Link>
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
