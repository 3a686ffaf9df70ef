/** Grey cards in the list's own layout while the favourites and the menu load, so nothing moves when they arrive. */
export function LikedSkeleton({ label }: { label: string }) {
  return (
    <div
      className="product-grid product-grid--tile skeleton-group"
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid="liked-loading"
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
