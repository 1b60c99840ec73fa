import type { ProductWithSales } from '@shop/contracts';
import { Modal } from '@/components/ui/modal';
import { ProductDetails } from './product-details';

type ProductDialogProps = { product: ProductWithSales | null; onClose: () => void };

/** The product detail dialog (docs/product/engagement.md §2): a full screen on phones, a centred card on wider screens. */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const titleId = product ? `product-${product.id}-title` : 'product-dialog-title';
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={product?.description ? `product-${product.id}-description` : undefined}
      testId="product-dialog"
      className="m-0 h-dvh backdrop:bg-black/45 max-h-none w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:rounded-3xl sm:shadow-xl"
    >
      {product && (
        <div className="flex h-full max-h-[inherit] flex-col bg-white sm:max-h-[90dvh]">
          <ProductDetails key={product.id} product={product} titleId={titleId} onClose={onClose} />
        </div>
      )}
    </Modal>
  );
}
