/** "What Our Subscribers Say": the plan's review texts. */
export function SubscriberReviews({ reviews }: { reviews: readonly string[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="subscriber-reviews" className="rounded-3xl border border-line bg-white p-4 sm:p-6">
      <h2 id="subscriber-reviews" className="font-display text-2xl font-semibold text-ink">
        What Our Subscribers Say
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {reviews.map((review, i) => (
          <li key={`${i}-${review}`} className="rounded-2xl bg-paper p-4">
            <p aria-label="5 out of 5 stars" className="text-ochre">
              ★★★★★
            </p>
            <blockquote className="mt-1 text-ink">“{review}”</blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}
