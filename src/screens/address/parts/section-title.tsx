/**
 * A section title at the right level. telegram-ui's Section wraps a plain-text header in an <h1>, which would give
 * the form five top-level headings; a node is used as it is.
 */
export function SectionTitle({ children, id }: { children: string; id?: string }) {
  return (
    <h2 className="address-section-title" id={id}>
      {children}
    </h2>
  );
}
