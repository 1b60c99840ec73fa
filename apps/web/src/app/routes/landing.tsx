import { useEffect, useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SITE_NAME } from '@/config/constants';
import { EmailEntryForm } from '@/features/auth/components/email-entry-form';
import { VerifyEmailCard } from '@/components/verification/verify-email-card';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { SavingsBanner } from '@/features/landing/components/savings-banner';
import { TrustBadge } from '@/features/landing/components/trust-badge';
import { useReportReferralClick } from '@/features/referrals/hooks/use-report-referral-click';
import { useHeroImage } from '@/features/site-config/api/get-site-config';
import { productsHref } from '@/lib/paths';
import { captureReferralFromAddress, useShopperSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

function SignedInCard({ email, href }: { email: string; href: string }) {
  return (
    <>
      <Card className="flex flex-col items-center gap-3 text-center">
        <p className="text-ink">
          You're signed in as <strong className="break-all">{email}</strong>.
        </p>
        <Link href={href} className={buttonClasses('primary', 'lg', 'w-full')}>
          Continue to the shop
        </Link>
      </Card>
      <VerifyEmailCard />
    </>
  );
}

/**
 * The welcome screen (docs/product/shopper.md §2). A `ref` parameter is saved as the
 * referral code and removed from the address without a redirect (at load that
 * happens in initSessionAtLoad, which also starts the visitor signed out; here
 * for an address reached inside the app). A signed-in visitor goes straight to
 * /products (keeping ?giveaway), unless she arrived here with ?ref: then she
 * stays, as the specification says.
 */
export function LandingRoute() {
  useDocumentTitle(SITE_NAME);
  const { email } = useShopperSession();
  const search = new URLSearchParams(useSearch());
  const giveaway = search.get('giveaway');
  const hasRef = search.has('ref');
  const [stayForRef] = useState(() => Boolean(email) && hasRef);

  useEffect(() => {
    if (hasRef) captureReferralFromAddress();
  }, [hasRef]);
  useReportReferralClick(hasRef);

  if (email && !stayForRef) return <Redirect to={productsHref(giveaway)} replace />;
  return <Welcome email={email} giveaway={giveaway} />;
}

function Welcome({ email, giveaway }: { email: string | null; giveaway: string | null }) {
  const { url: heroUrl } = useHeroImage();
  return (
    <main id="main" className="min-h-dvh pb-12">
      <div className="mx-auto max-w-3xl sm:px-4 sm:pt-4">
        <LandingHero imageUrl={heroUrl} />
      </div>
      <div className="relative mx-auto -mt-4 flex max-w-md flex-col gap-4 px-4">
        <SavingsBanner />
        <TrustBadge />
        {email ? <SignedInCard email={email} href={productsHref(giveaway)} /> : <EmailEntryForm />}
      </div>
    </main>
  );
}
