import { ContentLayout } from '@/components/layouts/content-layout';
import { TextLink } from '@/components/ui/text-link';
import { CreditsScreen } from '@/features/credits/components/credits-screen';
import { paths } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';

export function CreditsRoute() {
  const { email } = useShopperSession();
  return (
    <ContentLayout title="Your Credits" description="Earn credits with every purchase and spend them on giveaway entries.">
      {email ? (
        <CreditsScreen email={email} />
      ) : (
        <p className="text-ink">
          Please enter your email to access credits. <TextLink href={paths.home}>Enter your email</TextLink>
        </p>
      )}
    </ContentLayout>
  );
}
