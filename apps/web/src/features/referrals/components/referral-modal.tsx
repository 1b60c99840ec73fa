import { useId } from 'react';
import { REFERRAL_LINK_NAME_REQUIRED } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { LoadingBlock } from '@/components/ui/spinner';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { toast } from '@/components/ui/toast/use-toast';
import { useServerSession } from '@/lib/server-session';
import { VerifyEmailCard } from '@/components/verification/verify-email-card';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { getErrorMessage } from '@/lib/api-client';
import { useReferralCoupons, useReferralDashboard } from '../api/referrals';
import { CreateLinkForm } from './create-link-form';
import { LinksList } from './links-list';

function ModalBody({ email }: { email: string }) {
  const dashboard = useReferralDashboard(email);
  const coupons = useReferralCoupons();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink">Share a link to the shop: when a friend buys through it, you earn store credit.</p>
      <CreateLinkForm
        email={email}
        coupons={coupons.data ?? []}
        testId="referral-modal-create"
        onNameMissing={() => toast({ title: REFERRAL_LINK_NAME_REQUIRED, variant: 'destructive' })}
        onCreated={() => toast({ title: 'Referral link created!', variant: 'success' })}
        onFailed={() => toast({ title: 'Failed to create referral link', variant: 'destructive' })}
      />
      {dashboard.isPending ? (
        <LoadingBlock label="Loading your links..." />
      ) : dashboard.isError ? (
        <ErrorState title="Could not load your links" message={getErrorMessage(dashboard.error)} onRetry={() => dashboard.refetch()} />
      ) : dashboard.data.links.length === 0 ? (
        <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft">No referral links yet.</p>
      ) : (
        <LinksList links={dashboard.data.links} testId="referral-modal-link" />
      )}
    </div>
  );
}

/** The shop's referral modal (docs/product/engagement.md "Floating widgets"): create a link, see and copy links. */
export function ReferralModal({ email, open, onClose }: { email: string; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const session = useServerSession();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      testId="referral-modal"
      className="m-auto max-h-[90dvh] w-[calc(100%-1rem)] max-w-lg rounded-3xl shadow-xl backdrop:bg-black/45"
    >
      <div className="flex max-h-[90dvh] flex-col bg-white">
        <DialogTitleBar titleId={titleId} testId="referral-modal-title" onClose={onClose}>
          Your referral links
        </DialogTitleBar>
        <ToastHost />
        <div className="overflow-y-auto px-4 pb-5 sm:px-6">
          {session.data?.verified ? (
            <ModalBody email={email} />
          ) : (
            <VerifyEmailCard purpose="Your referral links are yours alone: to see and create them, confirm the address" />
          )}
        </div>
      </div>
    </Modal>
  );
}
