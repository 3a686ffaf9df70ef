import type { ComponentType, ReactNode } from 'react';
import { Placeholder } from './kit.ts';

/**
 * Nothing to show yet ('no orders', 'the basket is empty'): a title, a line of explanation and the way on. When the
 * last item of a list goes with focus on its control, focus comes here (`data-focus-fallback`, app/keep-focus.ts).
 */
export function EmptyState({
  title,
  text,
  action,
  icon: Icon,
  testId,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  /** A 28 px outline icon from the app's icon set, drawn at 56 px in the hint colour. */
  icon?: ComponentType<{
    width?: number;
    height?: number;
    className?: string;
    'aria-hidden'?: boolean | 'true' | 'false';
  }>;
  testId?: string;
}) {
  return (
    <Placeholder header={title} description={text} action={action} data-testid={testId} data-focus-fallback="">
      {Icon && <Icon width={56} height={56} aria-hidden="true" className="empty-state__icon" />}
    </Placeholder>
  );
}
