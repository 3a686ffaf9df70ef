/** Widths of the placeholder lines: a heading, then paragraphs of ragged lines. Heights are fixed in the CSS. */
const LINES = ['heading', 100, 96, 88, 40, 'gap', 100, 92, 97, 64, 'gap', 100, 85, 52] as const;

/** The document's place while it loads: fixed-height grey lines, so nothing jumps when the text arrives. */
export function PolicySkeleton({ label }: { label: string }) {
  return (
    <div className="policy-skeleton" role="status" aria-label={label} data-testid="policy-loading">
      {LINES.map((line, index) =>
        line === 'gap' ? (
          <div key={index} className="policy-skeleton__gap" />
        ) : (
          <div
            key={index}
            className={
              line === 'heading' ? 'policy-skeleton__line policy-skeleton__line--heading' : 'policy-skeleton__line'
            }
            style={line === 'heading' ? undefined : { width: `${line}%` }}
          />
        ),
      )}
    </div>
  );
}
