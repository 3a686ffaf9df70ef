/**
 * Grey cards in a grid of dishes' own layout while the dishes load (favourites, search's popular dishes), so nothing
 * moves when they arrive.
 */
export function ProductGridSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <div
      className="product-grid product-grid--tile skeleton-group"
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid={testId}
    >
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="product-card" aria-hidden="true">
          <span className="skeleton skeleton--image" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}
