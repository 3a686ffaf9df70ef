/** Grey blocks of the order page's shape while it loads. */
export function OrderSkeleton({ label }: { label: string }) {
  return (
    <main className="screen order-screen" aria-busy="true">
      <div role="status" aria-label={label} data-testid="order-loading" className="order-skeleton skeleton-group">
        <span className="skeleton skeleton--title" />
        <span className="skeleton order-skeleton__status" />
        <span className="skeleton order-skeleton__timeline" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton order-skeleton__block" />
      </div>
    </main>
  );
}
