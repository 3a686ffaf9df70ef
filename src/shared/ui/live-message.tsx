import type { ReactNode } from 'react';

/**
 * A message read out when it comes (an error, or with `polite` a notice): its live region, role alert or status, stays
 * in the page while there is nothing to say, since screen readers read out what is added to a region already there,
 * not a region added together with its words. Empty, it is visually hidden: it takes no room and moves nothing.
 */
export function LiveMessage({
  children,
  className,
  polite = false,
  testId,
  id,
}: {
  children?: ReactNode;
  className: string;
  polite?: boolean;
  /** Named only while it says something. */
  testId?: string;
  id?: string;
}) {
  const empty = children === undefined || children === null || children === false || children === '';
  return (
    <p
      id={id}
      role={polite ? 'status' : 'alert'}
      className={empty ? 'visually-hidden' : className}
      data-testid={empty ? undefined : testId}
    >
      {empty ? null : children}
    </p>
  );
}
