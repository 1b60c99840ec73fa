import type { GiveawayView } from '@shop/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { toast } from '@/components/ui/toast/use-toast';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { ProductImage } from '@/components/ui/product-image';
import { formatDateTime } from '@/lib/format';
import { ENTRY_MESSAGES } from '../constants';
import { giveawayDisplayTitle, giveawayPhase } from '@/lib/giveaway-display';
import { EntriesList } from './entries-list';
import { EntryForm } from './entry-form';
import { EnteredBadge, PhaseBadge } from './giveaway-badges';
import { ShareDialog } from './share-dialog';

type GiveawayDetailsProps = { giveaway: GiveawayView; entered: boolean; email: string | null; titleId: string; onClose: () => void };

function GiveawayDetails({ giveaway, entered, email, titleId, onClose }: GiveawayDetailsProps) {
  const [sharing, setSharing] = useState(false);
  const phase = giveawayPhase(giveaway);

  // Sharing needs a known e-mail (docs/product/engagement.md §6), as entering does.
  function share() {
    if (email) setSharing(true);
    else toast({ title: ENTRY_MESSAGES.emailRequiredTitle, description: ENTRY_MESSAGES.emailRequired, variant: 'destructive' });
  }

  return (
    <>
      <DialogTitleBar titleId={titleId} testId="giveaway-dialog-title" onClose={onClose}>
        {giveawayDisplayTitle(giveaway.title)}
      </DialogTitleBar>
      <ToastHost />
      <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-4 pb-6 sm:px-6">
        <div className="grid gap-4 md:grid-cols-2">
          <ProductImage
            images={giveaway.imageUrl ? [giveaway.imageUrl] : []}
            alt={giveawayDisplayTitle(giveaway.title)}
            loading="eager"
            size={{ width: 600, height: 450 }}
            className="aspect-[4/3] w-full rounded-2xl object-cover"
          />
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap gap-2">
              {entered && <EnteredBadge />}
              <PhaseBadge phase={phase} />
            </div>
            {giveaway.description.trim() && <p className="break-words whitespace-pre-line text-ink">{giveaway.description}</p>}
            <p className="text-sm text-ink-soft">
              {giveaway.endDate && <>Ends {formatDateTime(giveaway.endDate)} · </>}
              {giveaway.entryCount} {giveaway.entryCount === 1 ? 'entry' : 'entries'}
            </p>
          </div>
        </div>

        {phase === 'coming-soon' && (
          <p className="rounded-xl bg-paper-deep p-3 text-center text-ink">This giveaway opens soon. Come back to enter!</p>
        )}
        {phase === 'ended' && <p className="rounded-xl bg-paper-deep p-3 text-center text-ink">This giveaway has ended.</p>}
        {phase === 'open' &&
          (entered ? (
            <p data-testid="giveaway-entered-note" className="rounded-xl border border-green-200 bg-green-50 p-3 text-green-900">
              You're entered! Your entry is in the list below.
            </p>
          ) : (
            <EntryForm giveaway={giveaway} email={email} />
          ))}

        {phase === 'open' && (
          <section aria-labelledby={`${titleId}-share`} className="flex flex-col gap-2 rounded-2xl border border-line bg-paper p-4">
            <h3 id={`${titleId}-share`} className="font-display text-lg font-semibold text-ink">
              Share for a bonus entry
            </h3>
            <p className="text-sm text-ink-soft">Post this giveaway on Instagram, Facebook or TikTok: each verified share adds an entry.</p>
            <Button variant="secondary" data-testid="giveaway-share" className="self-start" onClick={share}>
              Share Giveaway
            </Button>
          </section>
        )}

        <EntriesList giveawayId={giveaway.id} email={email} />
      </div>
      <ShareDialog giveaway={giveaway} email={email} open={sharing} onClose={() => setSharing(false)} />
    </>
  );
}

type GiveawayDialogProps = { giveaway: GiveawayView | null; entered: boolean; email: string | null; onClose: () => void };

/**
 * A giveaway's entry dialog (docs/product/engagement.md "Giveaways"): its question and answer box (or that she has
 * entered), the share option, and the list of entries.
 */
export function GiveawayDialog({ giveaway, entered, email, onClose }: GiveawayDialogProps) {
  const titleId = giveaway ? `giveaway-${giveaway.id}-title` : 'giveaway-dialog-title';
  return (
    <Modal
      open={giveaway !== null}
      onClose={onClose}
      labelledBy={titleId}
      testId="giveaway-dialog"
      className="m-0 h-dvh backdrop:bg-black/45 max-h-none w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:rounded-3xl sm:shadow-xl"
    >
      {giveaway && (
        <div className="flex h-full max-h-[inherit] flex-col bg-white sm:max-h-[90dvh]">
          <GiveawayDetails key={giveaway.id} giveaway={giveaway} entered={entered} email={email} titleId={titleId} onClose={onClose} />
        </div>
      )}
    </Modal>
  );
}
