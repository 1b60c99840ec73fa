type ProductReviewsProps = { reviews: string[]; headingId: string };

export function ProductReviews({ reviews, headingId }: ProductReviewsProps) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        Reviews
      </h3>
      <ul className="flex flex-col gap-2">
        {reviews.map((review, i) => (
          <li key={i} className="rounded-xl bg-paper-deep px-3 py-2 text-sm text-ink">
            <span aria-hidden="true">★★★★★ </span>“{review}”
          </li>
        ))}
      </ul>
    </section>
  );
}
