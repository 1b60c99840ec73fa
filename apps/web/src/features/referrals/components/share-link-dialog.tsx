import { useId, useState } from 'react';
import type { ReferralLinkView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { useCopy } from '../hooks/use-copy';
import { instagramCaption, referralUrl } from '../utils/share';

const TIPS = [
  'Post your own painting with the caption: people buy what they see you use.',
  'Put the link in your bio or a story link sticker; captions do not make links clickable.',
  'Name each link after where you share it, to see which place brings sales.',
];

function ShareBody({ link }: { link: ReferralLinkView }) {
  const url = referralUrl(window.location.origin, link.code);
  const [caption, setCaption] = useState(() => instagramCaption(url, link.couponCode));
  const { copied, copy } = useCopy();
  return (
    <div className="flex flex-col gap-4">
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        Instagram caption
        <textarea
          data-testid="referrals-share-caption"
          value={caption}
          rows={5}
          onChange={(event) => setCaption(event.target.value)}
          className="w-full rounded-xl border border-line bg-paper px-3.5 py-2.5 text-base font-normal text-ink focus-ring"
        />
      </label>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        data-testid="referrals-share-copy-caption"
        onClick={() => void copy(caption, 'caption', 'Copied!')}
      >
        {copied === 'caption' ? 'Copied!' : 'Copy caption'}
      </Button>
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-ink">Your latest link ({link.name})</p>
        <p data-testid="referrals-share-url" className="rounded-xl bg-paper-deep px-3 py-2 text-sm break-all text-ink">
          {url}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          data-testid="referrals-share-copy-link"
          onClick={() => void copy(url, 'link', 'Copied!')}
        >
          {copied === 'link' ? 'Copied!' : 'Copy link'}
        </Button>
      </div>
      <div>
        <p className="text-sm font-medium text-ink">Tips</p>
        <ul className="mt-1 list-disc pl-5 text-sm text-ink-soft">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The Share dialog (docs/product/engagement.md "Refer"): an editable Instagram caption, the latest link, copy, tips. */
export function ShareLinkDialog({ link, open, onClose }: { link: ReferralLinkView | null; open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal
      open={open && link !== null}
      onClose={onClose}
      labelledBy={titleId}
      testId="referrals-share-dialog"
      className="m-auto max-h-[90dvh] w-[calc(100%-1rem)] max-w-lg rounded-3xl shadow-xl backdrop:bg-black/45"
    >
      <div className="flex max-h-[90dvh] flex-col bg-white">
        <DialogTitleBar titleId={titleId} testId="referrals-share-title" onClose={onClose}>
          Share your link
        </DialogTitleBar>
        <ToastHost />
        <div className="overflow-y-auto px-4 pb-5 sm:px-6">{link && <ShareBody key={link.id} link={link} />}</div>
      </div>
    </Modal>
  );
}
