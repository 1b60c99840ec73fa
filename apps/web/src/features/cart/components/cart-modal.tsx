import { useId } from 'react';
import { Modal } from '@/components/ui/modal';
import { CartBody } from './cart-body';

/** The Shopping Cart modal (docs/product/shopper.md §2): a bottom sheet on phones, a centred dialog on wider screens. */
export function CartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      testId="cart-modal"
      className="mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none rounded-t-3xl backdrop:bg-black/45 sm:m-auto sm:max-h-[88dvh] sm:max-w-lg sm:rounded-3xl"
    >
      <CartBody titleId={titleId} open={open} onClose={onClose} />
    </Modal>
  );
}
