import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUpdateSubscriptionReviews } from '../api/update-subscription-reviews';
import type { AdminSubscription } from '../types';
import { withToasts } from '../utils/notify';

const FAILED = 'Failed to update subscription';

/** The plan's review texts: add one (not blank), remove any. */
export function SubscriptionReviewsEditor({ subscription }: { subscription: AdminSubscription }) {
  const [text, setText] = useState('');
  const save = useUpdateSubscriptionReviews();
  const trimmed = text.trim();

  async function handleAdd(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    const added = await withToasts(() => save.mutateAsync({ id: subscription.id, reviews: [...subscription.reviews, trimmed] }), {
      success: 'Review added',
      failure: FAILED,
    });
    if (added) setText('');
  }

  function handleRemove(index: number) {
    void withToasts(() => save.mutateAsync({ id: subscription.id, reviews: subscription.reviews.filter((_, i) => i !== index) }), {
      success: 'Review removed',
      failure: FAILED,
    });
  }

  return (
    <section aria-label={`Reviews of ${subscription.title}`} className="flex flex-col gap-3">
      <h4 className="font-semibold text-ink">Reviews</h4>
      {subscription.reviews.length === 0 ? (
        <p className="text-sm text-ink-soft">No reviews yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {subscription.reviews.map((review, i) => (
            <li key={`${i}-${review}`} className="flex items-start gap-2 rounded-xl bg-paper p-3 text-sm text-ink">
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
        <Input label="New review" value={text} maxLength={2000} onChange={(e) => setText(e.currentTarget.value)} className="flex-1" />
        <Button type="submit" disabled={!trimmed} busy={save.isPending}>
          Add review
        </Button>
      </form>
    </section>
  );
}
