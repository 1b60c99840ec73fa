import { useState } from 'react';
import type { StockItem } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { signOut, useShopperSession } from '@/lib/session';
import { useNotifyWhenBack } from '../api/notify-when-back';
import { askedText, notifyRefusal, type NotifyAnswer } from '../utils/notify-when-back';

type NotifyWhenBackProps = { productId: string; item: StockItem; soldOut: boolean };

/**
 * "Email me when it's back" under a sold-out choice: once asked, the e-mail she will be told at. A refusal stays shown
 * when the stock read again says the item is back after all (400), so she sees why the button went.
 */
export function NotifyWhenBack({ productId, item, soldOut }: NotifyWhenBackProps) {
  const notify = useNotifyWhenBack();
  const { email } = useShopperSession();
  const [answer, setAnswer] = useState<NotifyAnswer | null>(null);

  async function ask() {
    if (notify.isPending) return;
    setAnswer(null);
    try {
      const asked = await notify.mutateAsync({ productId, item });
      setAnswer({ kind: 'asked', text: askedText(asked.email) });
    } catch (error) {
      setAnswer(notifyRefusal(error, email));
    }
  }

  if (answer?.kind === 'asked') {
    return (
      <p role="status" className="rounded-xl bg-paper-deep px-3 py-2 text-sm text-ink" data-testid="notify-when-back-done">
        {answer.text}
      </p>
    );
  }
  if (!soldOut && !answer) return null;
  return (
    <div className="flex flex-col gap-2">
      {soldOut && (
        <Button variant="secondary" busy={notify.isPending} onClick={() => void ask()} className="sm:w-fit" data-testid="notify-when-back">
          Email me when it's back
        </Button>
      )}
      {answer?.kind === 'problem' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {answer.message}
        </p>
      )}
      {answer?.kind === 'sign-in' && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <p>Your session has ended: sign in with your e-mail to be told when it's back.</p>
          <Button variant="ghost" size="sm" onClick={signOut}>
            Sign in again
          </Button>
        </div>
      )}
    </div>
  );
}
