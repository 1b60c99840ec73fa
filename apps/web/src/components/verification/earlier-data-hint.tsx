import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { VerifyEmailCard } from './verify-email-card';

type EarlierDataHintProps = {
  /** Why something may be missing here, e.g. "Earlier conversations appear after you verify your e-mail". */
  message: string;
  /** What the code unlocks, for the verification card. */
  purpose: string;
  /** Prefix of the test ids: `{testId}`, `{testId}-open`, `{testId}-dialog`. */
  testId: string;
};

/**
 * Where an unverified session would reach earlier data (docs/rules.md §4: it sees only what it created): a
 * line saying why earlier data is missing and a button opening the e-mail verification card. Shown to every
 * unverified session alike, so it never tells whether the e-mail has earlier data.
 */
export function EarlierDataHint({ message, purpose, testId }: EarlierDataHintProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <div data-testid={testId} className="flex items-center gap-2 border-t border-line bg-paper px-3 py-1.5 text-xs text-ink-soft">
      <p className="flex-1">{message}</p>
      <button
        type="button"
        data-testid={`${testId}-open`}
        className="shrink-0 rounded-lg px-2 py-1 font-semibold text-madder underline-offset-2 hover:underline focus-ring"
        onClick={() => setOpen(true)}
      >
        Verify
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        testId={`${testId}-dialog`}
        className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl backdrop:bg-black/45"
      >
        <VerifyEmailCard titleId={titleId} purpose={purpose} />
      </Modal>
    </div>
  );
}
