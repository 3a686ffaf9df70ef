/**
 * The spinner telegram-ui's Button draws over its label while `loading`, brought when first needed. The kit's Spinner
 * carries its drawings for every platform and size (3.2 KB gzip of the first screen's code, which never shows one),
 * so builds give the kit's Button this stand-in in its place (scripts/vite-lazy-button-spinner.ts). The kit's code
 * comes once the page has settled (`preloadButtonSpinner`, from the router), or with the first button that waits;
 * until then that button shows its pressed colour without a label, as it would for the moment a spinner appears. A
 * load that fails leaves that for the session: a missing spinner never breaks the screen.
 */
import { lazy, Suspense } from 'react';
import type { SpinnerProps } from '@telegram-apps/telegram-ui/dist/components/Feedback/Spinner/Spinner';

type SpinnerComponent = (props: SpinnerProps) => React.JSX.Element;

/** The overlay the kit's spinner sits in, without the drawing. */
function SpinnerPlace({ className }: SpinnerProps) {
  return <div role="status" className={className} />;
}

let loading: Promise<{ default: SpinnerComponent }> | null = null;

/** Loads the kit's Spinner (once; a failure settles on the place without a drawing). */
export function preloadButtonSpinner(): Promise<{ default: SpinnerComponent }> {
  return (loading ??= import('@telegram-apps/telegram-ui/dist/components/Feedback/Spinner/Spinner.js').then(
    ({ Spinner: KitSpinner }) => ({ default: KitSpinner }),
    () => ({ default: SpinnerPlace }),
  ));
}

const LazySpinner = lazy(preloadButtonSpinner);

export function Spinner(props: SpinnerProps) {
  return (
    <Suspense fallback={<SpinnerPlace {...props} />}>
      <LazySpinner {...props} />
    </Suspense>
  );
}
