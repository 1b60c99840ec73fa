import type { GiveawayView } from '@shop/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { SHARE_MESSAGES } from '../constants';
import { useShareFlow } from '../hooks/use-share-flow';
import { giveawayDisplayTitle } from '@/lib/giveaway-display';
import { SHARE_PLATFORM_CHOICES, type SharePlatformChoice } from '../utils/share-text';

function StepHeading({ children }: { children: ReactNode }) {
  return <h3 className="font-display text-lg font-semibold text-ink">{children}</h3>;
}

/** The text to post, selectable, with its copy button. */
function ShareTextBox({ text, label, onCopy }: { text: string; label: string; onCopy?: () => void }) {
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        {label}
        <textarea
          readOnly
          data-testid="share-text"
          value={text}
          rows={6}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-xl border border-line bg-paper px-3.5 py-2.5 text-base font-normal text-ink focus-ring"
        />
      </label>
      {onCopy && (
        <Button variant="secondary" size="sm" className="self-start" data-testid="share-copy" onClick={onCopy}>
          Copy Text
        </Button>
      )}
    </div>
  );
}

function VerifyStep({
  platform,
  error,
  busy,
  onVerify,
  onSkip,
}: {
  platform: string;
  error?: string;
  busy: boolean;
  onVerify: (profileUrl: string) => void;
  onSkip: () => void;
}) {
  const [profileUrl, setProfileUrl] = useState('');
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (profileUrl.trim()) onVerify(profileUrl);
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={handleSubmit} noValidate>
      <StepHeading>Verify your share</StepHeading>
      <p className="text-ink">You have shared 5 or more times. Add the link to your {platform} profile so we can check your post.</p>
      <Input
        label="Your profile link"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        data-testid="share-profile-url"
        value={profileUrl}
        onChange={(event) => setProfileUrl(event.target.value)}
        error={error}
        required
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" data-testid="share-verify" disabled={!profileUrl.trim()} busy={busy}>
          Verify &amp; Complete
        </Button>
        <Button variant="secondary" data-testid="share-skip" onClick={onSkip}>
          Skip
        </Button>
      </div>
    </form>
  );
}

type ShareStepsProps = { giveaway: GiveawayView; email: string | null; onClose: () => void };

function ShareSteps({ giveaway, email, onClose }: ShareStepsProps) {
  const flow = useShareFlow(giveaway, email, onClose);
  const { step } = flow;

  if (step.name === 'platform') {
    return (
      <div className="flex flex-col gap-3">
        <StepHeading>Choose a platform</StepHeading>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3" aria-label="Platforms">
          {SHARE_PLATFORM_CHOICES.map((choice) => (
            <li key={choice.platform}>
              <Button
                variant="secondary"
                className="w-full"
                data-testid={`share-platform-${choice.platform}`}
                onClick={() => flow.choosePlatform(choice)}
              >
                {choice.label}
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="ghost" className="self-start" onClick={onClose}>
          Cancel
        </Button>
      </div>
    );
  }

  const choice: SharePlatformChoice = step.choice;
  const text = flow.textOf(choice);

  if (step.name === 'timing') {
    return (
      <div className="flex flex-col gap-3">
        <StepHeading>Your {choice.label} post</StepHeading>
        <ShareTextBox text={text} label="Text to post" onCopy={() => void flow.copy(choice)} />
        <p className="text-sm text-ink-soft">Share it for this giveaway now, or save the share for a future giveaway.</p>
        <div className="flex flex-wrap gap-2">
          <Button data-testid="share-use-now" onClick={() => flow.chooseTiming(choice, false)}>
            Use Now
          </Button>
          <Button variant="secondary" data-testid="share-save-for-future" onClick={() => flow.chooseTiming(choice, true)}>
            Save for Future
          </Button>
          <Button variant="ghost" onClick={flow.back}>
            Back
          </Button>
        </div>
      </div>
    );
  }

  if (step.name === 'confirm') {
    return (
      <div className="flex flex-col gap-3">
        <StepHeading>Did you share it?</StepHeading>
        <p className="text-ink">Post the text on {choice.label}, then come back and confirm.</p>
        <ShareTextBox text={text} label="Text to post" onCopy={() => void flow.copy(choice)} />
        <a
          href={choice.openUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="share-open-platform"
          onClick={flow.openedPlatform}
          className={buttonClasses('secondary', 'md', 'self-start')}
        >
          Open {choice.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <div className="flex flex-wrap gap-2">
          <Button data-testid="share-confirm" busy={flow.busy} onClick={() => void flow.confirmShared(choice, step.saveForLater)}>
            Yes, I Shared It!
          </Button>
          <Button variant="secondary" data-testid="share-cancel" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  if (step.name === 'verify') {
    return (
      <VerifyStep
        platform={choice.label}
        error={step.error}
        busy={flow.busy}
        onVerify={(profileUrl) => void flow.verify(choice, step.saveForLater, profileUrl)}
        onSkip={onClose}
      />
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div role="alert" data-testid="share-failed" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{step.title}</p>
        <p className="mt-1 text-sm">{step.message}</p>
      </div>
      {step.copied ? (
        <p className="text-ink">{SHARE_MESSAGES.copied} Paste it into your post.</p>
      ) : (
        <>
          <p className="font-semibold text-ink">
            {SHARE_MESSAGES.copyFailedTitle}: {SHARE_MESSAGES.copyFailed}
          </p>
          <ShareTextBox text={text} label="Text to post" />
        </>
      )}
      <Button variant="secondary" className="self-start" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}

type ShareDialogProps = { giveaway: GiveawayView; email: string | null; open: boolean; onClose: () => void };

/** The share flow's dialog, over the giveaway's; each opening starts at the platform choice. */
export function ShareDialog({ giveaway, email, open, onClose }: ShareDialogProps) {
  const titleId = `giveaway-${giveaway.id}-share-title`;
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      testId="giveaway-share-dialog"
      className="m-auto max-h-[90dvh] w-[calc(100%-1rem)] max-w-lg rounded-3xl shadow-xl backdrop:bg-black/45"
    >
      <div className="flex max-h-[90dvh] flex-col bg-white">
        <DialogTitleBar titleId={titleId} testId="giveaway-share-title" onClose={onClose}>
          Share {giveawayDisplayTitle(giveaway.title)}
        </DialogTitleBar>
        <ToastHost />
        <div className="overflow-y-auto px-4 pb-5 sm:px-6">
          <ShareSteps giveaway={giveaway} email={email} onClose={onClose} />
        </div>
      </div>
    </Modal>
  );
}
