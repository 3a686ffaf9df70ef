/**
 * The checkout while what it is built from loads (the branch list, the payment methods, the settings): its title in
 * place and grey blocks filling the window, then the whole form at once, so no section pushes the others down as its
 * data comes in.
 */
export function CheckoutSkeleton({ title, label }: { title: string; label: string }) {
  return (
    <main className="checkout checkout--loading" aria-busy="true" aria-label={label} data-testid="checkout-skeleton">
      <h1 className="checkout__title">{title}</h1>
      {[64, 120, 96, 120, 88].map((height, index) => (
        <span key={index} className="skeleton checkout__skeleton-block" style={{ height }} aria-hidden="true" />
      ))}
    </main>
  );
}
