import { useEffect, useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SITE_NAME } from '@/config/constants';
import { EmailEntryForm } from '@/features/auth/components/email-entry-form';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { SavingsBanner } from '@/features/landing/components/savings-banner';
import { TrustBadge } from '@/features/landing/components/trust-badge';
import { useHeroImage } from '@/features/site-config/api/get-site-config';
import { productsHref } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';
import { removeSearchParam } from '@/lib/url';
import { useDocumentTitle } from '@/lib/use-document-title';

function SignedInCard({ email, href }: { email: string; href: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <p className="text-ink">
        You're signed in as <strong className="break-all">{email}</strong>.
      </p>
      <Link href={href} className={buttonClasses('primary', 'lg', 'w-full')}>
        Continue to the shop
      </Link>
    </Card>
  );
}

/**
 * The welcome screen (shopper-core.md §2). A signed-in visitor goes straight
 * to /products (keeping ?giveaway). The ref check comes first: a signed-in
 * visitor whose address carries ?ref stays here and the parameter is removed.
 */
export function LandingRoute() {
  useDocumentTitle(SITE_NAME);
  const { email } = useShopperSession();
  const search = new URLSearchParams(useSearch());
  const giveaway = search.get('giveaway');
  const [stayForRef] = useState(() => Boolean(email) && search.has('ref'));

  useEffect(() => {
    if (stayForRef) removeSearchParam('ref');
  }, [stayForRef]);

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
