/**
 * The storefront's Spinner: the kit's, brought when first needed. The kit's Spinner carries its drawings for every
 * platform and size (3.2 KB gzip), which the first screen never shows, yet its Button imports it for its `loading`
 * state. So every spinner of the app is this one (`shared/ui/kit.ts` exports it), and builds give the kit's Button
 * this one too (scripts/vite-lazy-button-spinner.ts); the kit's code is then only ever loaded here. It comes once the
 * page has settled (`preloadSpinner`, from the router) or with the first spinner drawn; until then the spinner's
 * place is drawn without the drawing (over a waiting button: its colour over the label, as the kit draws it). A load
 * that fails leaves that for the session: a missing drawing never breaks the screen.
 */
import { useEffect, useState } from 'react';
import type { SpinnerProps } from '@telegram-apps/telegram-ui/dist/components/Feedback/Spinner/Spinner';

type SpinnerComponent = (props: SpinnerProps) => React.JSX.Element;

/** The overlay the kit's spinner sits in, without the drawing. */
function SpinnerPlace({ className }: SpinnerProps) {
  return <div role="status" className={className} />;
}

/** The kit's Spinner once loaded. */
let kitSpinner: SpinnerComponent | null = null;
let loading: Promise<void> | null = null;

/** Loads the kit's Spinner (once; after a failure the place stays without a drawing). */
export function preloadSpinner(): Promise<void> {
  return (loading ??= import('./kit-spinner.ts').then(
    ({ Spinner: KitSpinner }) => {
      kitSpinner = KitSpinner;
    },
    () => undefined,
  ));
}

/**
 * The kit's Spinner when it is loaded, else its place until it is. Never suspends: a button that waits during a
 * screen's first render (a transition) must not hold the whole screen back until the spinner's code has come.
 */
export function Spinner(props: SpinnerProps) {
  const [KitSpinner, setKitSpinner] = useState(() => kitSpinner);
  useEffect(() => {
    if (!KitSpinner) void preloadSpinner().then(() => setKitSpinner(() => kitSpinner));
  }, [KitSpinner]);
  return KitSpinner ? <KitSpinner {...props} /> : <SpinnerPlace {...props} />;
}
