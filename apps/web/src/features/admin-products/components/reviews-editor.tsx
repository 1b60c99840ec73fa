import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateProductReviews } from '../api/update-product-reviews';
import type { AdminProduct } from '../types';

/** The product's review texts: add one (not blank), remove any. */
export function ReviewsEditor({ product }: { product: AdminProduct }) {
  const [text, setText] = useState('');
  const save = useUpdateProductReviews();
  const trimmed = text.trim();

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    save.mutate(
      { id: product.id, reviews: [...product.reviews, trimmed] },
      {
        onSuccess: () => {
          setText('');
          toast({ title: 'Success', description: 'Review added.', variant: 'success' });
        },
        onError: (error) =>
          toast({ title: 'Failed to add review', description: getErrorMessage(error, ''), variant: 'destructive' }),
      },
    );
  }

  function handleRemove(index: number) {
    save.mutate(
      { id: product.id, reviews: product.reviews.filter((_, i) => i !== index) },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Review removed.', variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Failed to remove review', description: getErrorMessage(error, ''), variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {product.reviews.length === 0 ? (
        <p className="text-sm text-ink-soft">No reviews yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {product.reviews.map((review, i) => (
            <li key={`${i}-${review}`} className="flex items-start gap-2 rounded-xl bg-white p-3 text-sm text-ink">
              <span className="min-w-0 flex-1 break-words">“{review}”</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => handleRemove(i)}
                disabled={save.isPending}
                aria-label={`Remove review ${i + 1}`}
                className="text-red-700"
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={handleAdd} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Input label="New review" value={text} onChange={(e) => setText(e.target.value)} className="flex-1" />
        <Button type="submit" disabled={!trimmed} busy={save.isPending}>
          Add review
        </Button>
      </form>
    </div>
  );
}
