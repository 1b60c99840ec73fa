import { lazy, Suspense, useState } from 'react';
import { useShopperSession } from '@/lib/session';

const loadReferralModal = () => import('./referral-modal');
const ReferralModal = lazy(async () => ({ default: (await loadReferralModal()).ReferralModal }));

/**
 * The right-edge 'Referrals' tab (docs/product/engagement.md "Floating widgets"), only when an e-mail is known. It
 * shares the Chat tab's lane (--spacing-chat-tab), above it; the modal is its own chunk, fetched when the tab is used.
 */
export function ReferralsWidget() {
  const { email } = useShopperSession();
  const [open, setOpen] = useState(false);
  if (!email) return null;
  // Physical paddings (pt/pb): in vertical writing, px/py (padding-inline/-block) turn sideways.
  return (
    <>
      <button
        type="button"
        data-testid="referrals-tab"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadReferralModal().catch(() => undefined)}
        className="fixed right-0 bottom-[calc(50%+2.75rem)] z-40 flex w-chat-tab items-center justify-center rounded-l-xl bg-sage pt-3 pb-3 text-sm font-semibold text-white shadow-lg [writing-mode:vertical-rl] hover:bg-ink focus-ring"
      >
        Referrals
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReferralModal email={email} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
