import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import {
  OFFER_DEFAULT_PERCENT, OFFER_PERCENT_MAX, OFFER_PERCENT_MIN, OFFER_SENT_TITLE, OFFER_VALID_DAYS,
} from '../constants';
import { useSendCartOffer } from '../api/send-cart-offer';
import type { AbandonedCart, CartOfferResult } from '../types';
import { customerName, parsePercent } from '../utils/describe';

type Props = {
  /** The cart to make an offer for, or null when the dialog is closed. */
  cart: AbandonedCart | null;
  onClose: () => void;
  onSent: (email: string, result: CartOfferResult) => void;
};

/**
 * "Send Offer": the discount (10 % unless changed) and a confirmation, then
 * the server creates a single-use coupon and e-mails it to the shopper.
 */
export function SendOfferDialog({ cart, onClose, onSent }: Props) {
  const [percentText, setPercentText] = useState(String(OFFER_DEFAULT_PERCENT));
  const [error, setError] = useState<string | null>(null);
  const send = useSendCartOffer();
  const percent = parsePercent(percentText);

  function close() {
    if (send.isPending) return;
    setPercentText(String(OFFER_DEFAULT_PERCENT));
    setError(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!cart) return;
    if (percent === null) {
      setError(`Enter a whole number from ${OFFER_PERCENT_MIN} to ${OFFER_PERCENT_MAX}.`);
      return;
    }
    send.mutate(
      { email: cart.email, discountPercentage: percent },
      {
        onSuccess: (result) => {
          toast({
            title: OFFER_SENT_TITLE,
            description: `Code ${result.couponCode} (${percent}% off) was e-mailed to ${cart.email}. It expires ${formatDateTime(result.expiresAt)}.`,
            variant: 'success',
          });
          onSent(cart.email, result);
          setPercentText(String(OFFER_DEFAULT_PERCENT));
          setError(null);
          onClose();
        },
        onError: (err) =>
          toast({ title: 'Failed to send offer', description: getErrorMessage(err, 'The offer could not be sent.'), variant: 'destructive' }),
      },
    );
  }

  const who = cart ? (customerName(cart) ? `${customerName(cart)} (${cart.email})` : cart.email) : '';

  return (
    <Dialog.Root open={cart !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-testid="send-offer-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus-visible:outline-none"
        >
          <Dialog.Title className="font-display text-xl font-semibold text-ink">Send a recovery offer?</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-soft">
            {who} will get an e-mail with the cart ({cart ? formatMoney(cart.totalValue) : ''}) and a single-use coupon code,
            valid for {OFFER_VALID_DAYS} days.
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
            <Input
              label="Discount (%)"
              name="discountPercentage"
              type="number"
              inputMode="numeric"
              min={OFFER_PERCENT_MIN}
              max={OFFER_PERCENT_MAX}
              step={1}
              value={percentText}
              onChange={(e) => {
                setPercentText(e.target.value);
                setError(null);
              }}
              hint={`${OFFER_PERCENT_MIN} to ${OFFER_PERCENT_MAX}`}
              error={error}
              disabled={send.isPending}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={send.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" busy={send.isPending}>
                {percent === null ? 'Send offer' : `Send ${percent}% off`}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
