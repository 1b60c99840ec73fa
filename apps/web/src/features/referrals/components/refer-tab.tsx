import { useState } from 'react';
import { DEFAULT_COMMISSION_RATE, REFERRAL_LINK_NAME_REQUIRED, type ReferralDashboard } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCommissionRate, useDeleteReferralLink, useReferralCoupons, useReferralTiers } from '../api/referrals';
import { CreateLinkForm } from './create-link-form';
import { LinksList } from './links-list';
import { ShareLinkDialog } from './share-link-dialog';
import { CurrentTierCard, TierList, TierSystemCard } from './tier-cards';

/** The Refer tab (docs/product/engagement.md "Referrals screen"): tier, links, sharing. */
export function ReferTab({ email, dashboard }: { email: string; dashboard: ReferralDashboard }) {
  const tiers = useReferralTiers();
  const coupons = useReferralCoupons();
  const rate = useCommissionRate();
  const remove = useDeleteReferralLink();
  const [sharing, setSharing] = useState(false);
  const { links, tierSystem } = dashboard;
  const latest = links.length ? [...links].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0] : null;
  const tierList = tiers.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <CurrentTierCard tierSystem={tierSystem} commissionRate={rate.data?.rate ?? DEFAULT_COMMISSION_RATE} />
      {tierList.length > 0 && <TierList tiers={tierList} />}

      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <h3 className="font-display text-lg font-semibold text-ink">Create a referral link</h3>
        <CreateLinkForm
          email={email}
          coupons={coupons.data ?? []}
          testId="referrals-create"
          onNameMissing={() => toast({ title: 'Error', description: REFERRAL_LINK_NAME_REQUIRED, variant: 'destructive' })}
          onCreated={() => toast({ title: 'Referral link created!', variant: 'success' })}
          onFailed={(failure) =>
            toast({ title: 'Error', description: getErrorMessage(failure, 'Failed to create referral link'), variant: 'destructive' })
          }
        />
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-display text-lg font-semibold text-ink">Your links</h3>
        <Button variant="secondary" size="sm" data-testid="referrals-share-open" disabled={!latest} onClick={() => setSharing(true)}>
          Share
        </Button>
      </div>
      {links.length === 0 ? (
        <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft">No referral links yet. Create one above to start sharing.</p>
      ) : (
        <LinksList
          links={links}
          testId="referrals-link"
          deletingId={remove.isPending ? remove.variables?.id : null}
          onDelete={(link) =>
            remove.mutate(
              { id: link.id, userEmail: email },
              {
                onSuccess: () => toast({ title: 'Referral link deleted!', variant: 'success' }),
                onError: (failure) =>
                  toast({ title: 'Error', description: getErrorMessage(failure, 'Failed to delete referral link'), variant: 'destructive' }),
              },
            )
          }
        />
      )}

      {tierList.length > 0 && <TierSystemCard tiers={tierList} currentTierId={tierSystem.currentTier.id} />}
      <ShareLinkDialog link={latest} open={sharing} onClose={() => setSharing(false)} />
    </div>
  );
}
