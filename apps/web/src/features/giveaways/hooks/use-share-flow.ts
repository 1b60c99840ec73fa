import { SHARE_LIMIT_DETAIL, SHARE_LIMIT_TITLE, SHARE_VERIFICATION_THRESHOLD, type GiveawayView } from '@shop/contracts';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { getShareCount, submitShare } from '../api/shares';
import { SHARE_MESSAGES } from '../constants';
import { copyText } from '@/lib/copy-text';
import { shareTextFor, shareUrlFor, type SharePlatformChoice } from '../utils/share-text';

export type ShareStep =
  | { name: 'platform' }
  | { name: 'timing'; choice: SharePlatformChoice }
  | { name: 'confirm'; choice: SharePlatformChoice; saveForLater: boolean }
  | { name: 'verify'; choice: SharePlatformChoice; saveForLater: boolean; error?: string }
  /** The server did not take the share: the text was copied instead, or must be copied by hand. */
  | { name: 'failed'; choice: SharePlatformChoice; title: string; message: string; copied: boolean };

/**
 * The giveaway share flow (docs/product/engagement.md "Share flow (giveaway)", §8 "Sharing"): platform → Use Now or
 * Save for Future → 'Yes, I Shared It!' → with 5 or more earlier shares, her profile link → submitted as pending.
 */
export function useShareFlow(giveaway: GiveawayView, email: string | null, onDone: () => void) {
  const [step, setStep] = useState<ShareStep>({ name: 'platform' });
  const [platformOpened, setPlatformOpened] = useState(false);
  const [busy, setBusy] = useState(false);

  const textOf = (choice: SharePlatformChoice) => shareTextFor(giveaway, choice);

  async function copy(choice: SharePlatformChoice): Promise<boolean> {
    const copied = await copyText(textOf(choice));
    toast(
      copied
        ? { title: SHARE_MESSAGES.copied, variant: 'success' }
        : { title: SHARE_MESSAGES.copyFailedTitle, description: SHARE_MESSAGES.copyFailed, variant: 'destructive' },
    );
    return copied;
  }

  async function submit(choice: SharePlatformChoice, saveForLater: boolean, verificationRequired: boolean, profileUrl?: string) {
    if (!email) return;
    setBusy(true);
    try {
      const answer = await submitShare({
        giveawayId: giveaway.id,
        userEmail: email,
        platform: choice.platform,
        shareText: textOf(choice),
        shareUrl: shareUrlFor(giveaway),
        verificationData: {
          ...(profileUrl ? { profileUrl } : {}),
          timestamp: new Date().toISOString(),
          userAgent: navigator.userAgent.slice(0, 1_000),
          platformOpened,
          verificationRequired,
        },
        saveForLater,
      });
      toast({ title: SHARE_MESSAGES.recordedTitle, description: answer.message, variant: 'success' });
      onDone();
    } catch (error) {
      if (profileUrl && error instanceof ApiError && error.status === 400) {
        // Her link was refused (not a web address): she corrects it in place.
        setStep({ name: 'verify', choice, saveForLater, error: error.serverMessage ?? SHARE_MESSAGES.error });
        return;
      }
      if (!profileUrl && hasErrorCode(error, 'PROFILE_LINK_REQUIRED')) {
        // Her e-mail has 5 shares that this (unverified) session is not shown: the server asks for the link instead.
        setStep({ name: 'verify', choice, saveForLater });
        return;
      }
      const limited = hasErrorCode(error, 'SHARE_LIMIT_REACHED');
      const title = limited ? SHARE_LIMIT_TITLE : SHARE_MESSAGES.submissionTitle;
      const message = limited ? SHARE_LIMIT_DETAIL : SHARE_MESSAGES.submission;
      setStep({ name: 'failed', choice, title, message, copied: await copy(choice) });
    } finally {
      setBusy(false);
    }
  }

  /** 'Yes, I Shared It!': asks for her profile link first when she already has SHARE_VERIFICATION_THRESHOLD shares. */
  async function confirmShared(choice: SharePlatformChoice, saveForLater: boolean) {
    if (!email) return;
    setBusy(true);
    let count: number;
    try {
      count = await getShareCount(email);
    } catch {
      setBusy(false);
      toast({ title: SHARE_MESSAGES.errorTitle, description: SHARE_MESSAGES.error, variant: 'destructive' });
      return;
    }
    setBusy(false);
    if (count >= SHARE_VERIFICATION_THRESHOLD) setStep({ name: 'verify', choice, saveForLater });
    else await submit(choice, saveForLater, false);
  }

  return {
    step,
    busy,
    textOf,
    copy,
    choosePlatform: (choice: SharePlatformChoice) => setStep({ name: 'timing', choice }),
    chooseTiming: (choice: SharePlatformChoice, saveForLater: boolean) => setStep({ name: 'confirm', choice, saveForLater }),
    back: () => setStep({ name: 'platform' }),
    openedPlatform: () => setPlatformOpened(true),
    confirmShared,
    verify: (choice: SharePlatformChoice, saveForLater: boolean, profileUrl: string) => submit(choice, saveForLater, true, profileUrl.trim()),
  };
}
