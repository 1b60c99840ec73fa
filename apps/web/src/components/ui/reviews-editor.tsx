import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { Input } from './input';

export type ReviewsChange = 'added' | 'removed';

type ReviewsEditorProps = {
  reviews: string[];
  /**
   * Saves the whole new list (and toasts how it went); resolves true when it was saved, which
   * empties the new-review field after an addition.
   */
  onSave: (reviews: string[], change: ReviewsChange) => Promise<boolean>;
  /** A save is running: Remove is disabled and Add spins. */
  busy: boolean;
  /** With a heading, the editor is a section named by ariaLabel, headed by it. */
  heading?: string;
  ariaLabel?: string;
  /** The new review's longest length, when the server has one. */
  maxLength?: number;
  /** The background of each review (the editor sits on white or on paper). */
  itemClassName?: string;
};

/** An admin editor of review texts: add one (not blank), remove any. */
export function ReviewsEditor({ reviews, onSave, busy, heading, ariaLabel, maxLength, itemClassName = 'bg-white' }: ReviewsEditorProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();

  async function handleAdd(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    if (await onSave([...reviews, trimmed], 'added')) setText('');
  }

  function handleRemove(index: number) {
    void onSave(
      reviews.filter((_, i) => i !== index),
      'removed',
    );
  }

  const content = (
    <>
      {heading && <h4 className="font-semibold text-ink">{heading}</h4>}
      {reviews.length === 0 ? (
        <p className="text-sm text-ink-soft">No reviews yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {reviews.map((review, i) => (
            <li key={`${i}-${review}`} className={clsx('flex items-start gap-2 rounded-xl p-3 text-sm text-ink', itemClassName)}>
              <span className="min-w-0 flex-1 break-words">“{review}”</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => handleRemove(i)}
                disabled={busy}
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
        <Input label="New review" value={text} maxLength={maxLength} onChange={(e) => setText(e.currentTarget.value)} className="flex-1" />
        <Button type="submit" disabled={!trimmed} busy={busy}>
          Add review
        </Button>
      </form>
    </>
  );

  return heading ? (
    <section aria-label={ariaLabel} className="flex flex-col gap-3">
      {content}
    </section>
  ) : (
    <div className="flex flex-col gap-3">{content}</div>
  );
}
