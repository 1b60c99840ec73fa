import { clsx } from 'clsx';
import { useState } from 'react';
import { SUBSCRIPTION_LIMITS, SUBSCRIPTION_PLAN_DURATIONS, type SubscriptionView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ReviewsEditor } from '@/components/ui/reviews-editor';
import { formatMoney } from '@/lib/format';
import { useDeleteSubscription } from '../api/delete-subscription';
import { useToggleSubscription } from '../api/toggle-subscription';
import { useUpdateSubscriptionReviews } from '../api/update-subscription-reviews';
import { withToasts } from '../utils/notify';
import { EditSubscriptionForm } from './edit-subscription-form';
import { Badge } from './fields';
import { ImageStrip } from './image-strip';
import { SubscriptionImagesEditor } from './subscription-images-editor';

/** "1 mo $34.00 · 3 mo $96.00 · …": what each plan's cart line costs. */
function planSummary(subscription: SubscriptionView): string {
  return SUBSCRIPTION_PLAN_DURATIONS.map((months) => `${months} mo ${formatMoney(subscription.planPrices[months])}`).join(' · ');
}

/** The plan's review texts: add one (not blank), remove any. */
function SubscriptionReviews({ subscription }: { subscription: SubscriptionView }) {
  const save = useUpdateSubscriptionReviews();
  return (
    <ReviewsEditor
      heading="Reviews"
      ariaLabel={`Reviews of ${subscription.title}`}
      itemClassName="bg-paper"
      maxLength={SUBSCRIPTION_LIMITS.review}
      reviews={subscription.reviews}
      busy={save.isPending}
      onSave={(reviews, change) =>
        withToasts(() => save.mutateAsync({ id: subscription.id, reviews }), {
          success: change === 'added' ? 'Review added' : 'Review removed',
          failure: 'Failed to update subscription',
        })
      }
    />
  );
}

/** One plan in the admin list: its pictures, name, prices and state; Edit opens the form, reviews and images. */
export function SubscriptionItem({ subscription }: { subscription: SubscriptionView }) {
  const [editing, setEditing] = useState(false);
  const toggle = useToggleSubscription();
  const remove = useDeleteSubscription();

  return (
    <li className={clsx('rounded-2xl border border-line bg-white p-4', !subscription.isActive && 'bg-paper')} data-testid="admin-subscription">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <ImageStrip images={subscription.images} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold break-words text-ink">{subscription.title}</p>
            <Badge tone={subscription.isActive ? 'good' : 'muted'}>{subscription.isActive ? 'Active' : 'Inactive'}</Badge>
            {subscription.isEarlyBirdEnabled && <Badge tone="warm">Early Bird</Badge>}
          </div>
          <p className="text-sm text-ink">Base {formatMoney(subscription.basePrice)}/month</p>
          <p className="text-sm text-ink-soft">{planSummary(subscription)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!editing && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${subscription.title}`}>
              Edit
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            busy={toggle.isPending}
            onClick={() =>
              void withToasts(() => toggle.mutateAsync(subscription.id), {
                success: subscription.isActive ? 'Subscription deactivated' : 'Subscription activated',
                failure: 'Failed to update subscription',
                description: subscription.title,
              })
            }
          >
            {subscription.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="text-red-700"
            busy={remove.isPending}
            aria-label={`Delete ${subscription.title}`}
            onClick={() =>
              void withToasts(() => remove.mutateAsync(subscription.id), {
                success: 'Subscription deleted',
                failure: 'Failed to delete subscription',
                description: subscription.title,
              })
            }
          >
            Delete
          </Button>
        </div>
      </div>
      {editing && (
        <div className="mt-4 flex flex-col gap-6 border-t border-line pt-4">
          <EditSubscriptionForm subscription={subscription} onDone={() => setEditing(false)} />
          <SubscriptionReviews subscription={subscription} />
          <SubscriptionImagesEditor subscription={subscription} />
        </div>
      )}
    </li>
  );
}
