/** Grey shapes in the menu's own layout (its chips and first two categories) while it loads. */
export function MenuSkeleton() {
  return (
    <>
      <div className="category-bar category-bar--skeleton" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className="skeleton skeleton--chip" />
        ))}
      </div>
      {Array.from({ length: 2 }, (_, section) => (
        <section key={section} className="category-section skeleton-group" aria-hidden="true">
          <span className="skeleton skeleton--title" />
          <div className="product-grid product-grid--tile">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="product-card">
                <span className="skeleton skeleton--image" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line skeleton--short" />
              </div>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
