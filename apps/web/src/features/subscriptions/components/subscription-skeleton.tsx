/** The shape of the subscription card while it loads. */
export function SubscriptionSkeleton() {
  return (
    <div
      data-testid="subscription-skeleton"
      aria-busy="true"
      className="grid gap-6 rounded-3xl border border-line bg-white p-4 sm:p-6 lg:grid-cols-2"
    >
      <p role="status" className="sr-only">
        Loading subscriptions...
      </p>
      <div aria-hidden="true" className="aspect-square w-full animate-pulse rounded-2xl bg-paper-deep" />
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className="h-8 w-3/4 animate-pulse rounded-lg bg-paper-deep" />
        <div className="h-4 w-full animate-pulse rounded bg-paper-deep" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-paper-deep" />
        <div className="mt-2 grid grid-cols-2 gap-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-20 animate-pulse rounded-2xl bg-paper-deep" />
          ))}
        </div>
        <div className="h-12 w-full animate-pulse rounded-xl bg-paper-deep" />
      </div>
    </div>
  );
}
