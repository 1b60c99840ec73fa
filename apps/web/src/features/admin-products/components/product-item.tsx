import { clsx } from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import type { ProductView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { ReviewsEditor, type ReviewsChange } from '@/components/ui/reviews-editor';
import { toast } from '@/components/ui/toast/use-toast';
import { ADMIN_LIST_IMAGE_PREVIEWS } from '@/config/constants';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useDeleteProduct } from '../api/delete-product';
import { useToggleProductStatus } from '../api/toggle-product-status';
import { useUpdateProductReviews } from '../api/update-product-reviews';
import { EditProductForm } from './edit-product-form';
import { Badge } from './fields';
import { ProductImagesEditor } from './product-images-editor';
import { SaleTimerControls, timerRunning } from './sale-timer-controls';
import { StockSection } from './stock-section';
import { VariantsManager } from './variants-manager';

export type ProductLayout = 'list' | 'grid';

type Section = 'edit' | 'stock' | 'images' | 'reviews' | 'timer' | 'variants';

const SECTION_TITLES: Record<Section, string> = {
  edit: 'Edit product',
  stock: 'Stock',
  images: 'Images',
  reviews: 'Reviews',
  timer: 'Sale timer',
  variants: 'Product Variants',
};

/** The first three images, then '+N' (docs/product/back-office.md §9). */
function ImageStrip({ product, large }: { product: ProductView; large: boolean }) {
  const shown = product.images.slice(0, large ? 1 : ADMIN_LIST_IMAGE_PREVIEWS);
  const more = product.images.length - shown.length;
  if (shown.length === 0) {
    return (
      <div
        className={clsx(
          'flex shrink-0 items-center justify-center rounded-lg bg-paper-deep text-center text-xs text-ink-soft',
          large ? 'aspect-square w-full' : 'size-14',
        )}
      >
        No image
      </div>
    );
  }
  return (
    <div className={clsx('relative flex shrink-0 gap-1', large && 'w-full')}>
      {shown.map((url) => (
        <img
          key={url}
          src={url}
          alt=""
          loading="lazy"
          className={clsx('rounded-lg bg-paper-deep object-cover', large ? 'aspect-square w-full' : 'size-14')}
        />
      ))}
      {more > 0 && (
        <span
          className={clsx(
            'flex items-center justify-center rounded-lg bg-ink/80 text-sm font-semibold text-white',
            large ? 'absolute right-2 bottom-2 px-2 py-0.5' : 'size-14',
          )}
          aria-label={`${more} more image${more === 1 ? '' : 's'}`}
        >
          +{more}
        </span>
      )}
    </div>
  );
}

const REVIEW_TOASTS: Record<ReviewsChange, { success: string; failure: string }> = {
  added: { success: 'Review added.', failure: 'Failed to add review' },
  removed: { success: 'Review removed.', failure: 'Failed to remove review' },
};

/** The product's review texts: add one (not blank), remove any. */
function ProductReviews({ product }: { product: ProductView }) {
  const save = useUpdateProductReviews();

  function saveReviews(reviews: string[], change: ReviewsChange) {
    const toasts = REVIEW_TOASTS[change];
    return new Promise<boolean>((resolve) =>
      save.mutate(
        { id: product.id, reviews },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: toasts.success, variant: 'success' });
            resolve(true);
          },
          onError: (error) => {
            toast({ title: toasts.failure, description: getErrorMessage(error, ''), variant: 'destructive' });
            resolve(false);
          },
        },
      ),
    );
  }

  return <ReviewsEditor reviews={product.reviews} onSave={saveReviews} busy={save.isPending} />;
}

function Prices({ product }: { product: ProductView }) {
  return (
    <p className="text-sm text-ink">
      {product.salePrice !== null ? (
        <>
          <strong className="text-madder-deep">{formatMoney(product.salePrice)}</strong> <s className="text-ink-soft">{formatMoney(product.price)}</s>
        </>
      ) : (
        <strong>{formatMoney(product.price)}</strong>
      )}
      <span className="text-ink-soft"> · shipping {formatMoney(product.shipping)}</span>
    </p>
  );
}

function SectionToggle({
  section,
  open,
  controls,
  onToggle,
  children,
}: {
  section: Section;
  open: Section | null;
  controls: string;
  onToggle: (section: Section) => void;
  children: ReactNode;
}) {
  const expanded = open === section;
  return (
    <Button
      variant={expanded ? 'primary' : 'secondary'}
      size="sm"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={() => onToggle(section)}
    >
      {children}
    </Button>
  );
}

/** One product of the admin list: summary, actions, and the opened section (edit, stock, images, reviews, timer, variants). */
export function ProductItem({ product, view }: { product: ProductView; view: ProductLayout }) {
  const [open, setOpen] = useState<Section | null>(null);
  const sectionId = useId();
  const toggleStatus = useToggleProductStatus();
  const remove = useDeleteProduct();
  const running = timerRunning(product);

  const toggle = (section: Section) => setOpen((current) => (current === section ? null : section));

  function handleToggleStatus() {
    toggleStatus.mutate(product.id, {
      onSuccess: (saved) =>
        toast({
          title: 'Success',
          description: `"${saved.name}" is now ${saved.isActive ? 'active' : 'inactive'}.`,
          variant: 'success',
        }),
      onError: (error) => toast({ title: 'Failed to toggle product status', description: getErrorMessage(error, ''), variant: 'destructive' }),
    });
  }

  /**
   * Awaited rather than given per-call callbacks: the refreshed list drops this
   * row, and react-query skips the callbacks of an unmounted caller.
   */
  async function handleDelete() {
    try {
      await remove.mutateAsync(product.id);
      toast({ title: 'Success', description: `"${product.name}" was deleted.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to delete product', description: getErrorMessage(error, ''), variant: 'destructive' });
    }
  }

  const grid = view === 'grid';

  return (
    <li
      data-testid="admin-product-row"
      className={clsx(
        'flex flex-col gap-3 rounded-2xl border border-line bg-white p-3 sm:p-4',
        !product.isActive && 'bg-paper-deep/40',
        grid && open && 'col-span-full',
      )}
    >
      <div className={clsx('flex gap-3', grid && !open ? 'flex-col' : 'flex-row items-start')}>
        <ImageStrip product={product} large={grid && !open} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-ink">{product.name}</h3>
          <p className="text-sm text-ink-soft">
            {product.category}
            {product.subcategory ? ` · ${product.subcategory}` : ''}
          </p>
          <Prices product={product} />
          <div className="mt-1 flex flex-wrap gap-1.5">
            {product.isActive ? <Badge tone="good">Active</Badge> : <Badge tone="bad">Inactive</Badge>}
            {running && <Badge tone="sale">Sale timer running</Badge>}
            {product.hasVariants && <Badge>Variants</Badge>}
            {product.reviews.length > 0 && (
              <Badge>
                {product.reviews.length} review{product.reviews.length === 1 ? '' : 's'}
              </Badge>
            )}
          </div>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <SectionToggle section="edit" open={open} controls={sectionId} onToggle={toggle}>
          Edit
        </SectionToggle>
        <SectionToggle section="stock" open={open} controls={sectionId} onToggle={toggle}>
          Stock
        </SectionToggle>
        <SectionToggle section="images" open={open} controls={sectionId} onToggle={toggle}>
          Images ({product.images.length})
        </SectionToggle>
        <SectionToggle section="reviews" open={open} controls={sectionId} onToggle={toggle}>
          Reviews
        </SectionToggle>
        <SectionToggle section="timer" open={open} controls={sectionId} onToggle={toggle}>
          Sale timer
        </SectionToggle>
        <SectionToggle section="variants" open={open} controls={sectionId} onToggle={toggle}>
          Variants
        </SectionToggle>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${product.isActive ? 'Deactivate' : 'Activate'} ${product.name}`}
          busy={toggleStatus.isPending}
          onClick={handleToggleStatus}
        >
          {product.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        {/* Deleting a product cannot be undone: asked once more, in place. */}
        <ConfirmButton
          label="Delete"
          ariaLabel={`Delete ${product.name}`}
          question={`Delete "${product.name}" for good?`}
          confirmLabel="Yes, delete"
          busy={remove.isPending}
          onConfirm={() => void handleDelete()}
        />
      </div>

      {open && (
        <section id={sectionId} aria-label={SECTION_TITLES[open]} className="rounded-xl bg-paper p-3 sm:p-4">
          <h4 className="mb-3 font-display text-lg font-semibold text-ink">{SECTION_TITLES[open]}</h4>
          {open === 'edit' && <EditProductForm product={product} onDone={() => setOpen(null)} />}
          {open === 'stock' && <StockSection product={product} />}
          {open === 'images' && <ProductImagesEditor product={product} />}
          {open === 'reviews' && <ProductReviews product={product} />}
          {open === 'timer' && <SaleTimerControls product={product} />}
          {open === 'variants' && <VariantsManager product={product} />}
        </section>
      )}
    </li>
  );
}
