/**
 * Vite plugin (builds only): telegram-ui's Button imports the kit's Spinner for its `loading` state, and with it the
 * spinner's drawings for every platform and size, 3.2 KB gzip of the first screen's code that the first screen never
 * shows. This gives that one import the storefront's Spinner (src/shared/ui/spinner.tsx, which every screen uses
 * too), which brings the kit's when the page has settled or a spinner is first drawn. The build fails if the Button
 * no longer imports its Spinner this way, rather than silently keeping it.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const BUTTON = /@telegram-apps[\\/]telegram-ui[\\/]dist[\\/]components[\\/]Blocks[\\/]Button[\\/]Button\.js$/;
const KIT_SPINNER = '../../Feedback/Spinner/Spinner';
const STAND_IN = fileURLToPath(new URL('../src/shared/ui/spinner.tsx', import.meta.url));

/** The module an import resolves to instead of the kit's, or null for every other import. */
export function buttonSpinnerFor(source: string, importer: string | undefined): string | null {
  return importer && BUTTON.test(importer) && source === KIT_SPINNER ? STAND_IN : null;
}

/**
 * The kit's Spinner as a chunk of its own (`output.codeSplitting.groups`; with `src/shared/ui/kit-spinner.ts`, through
 * which the storefront's Spinner alone loads it).
 * In the chunk the lazy screens share it made the pages a link opens on (a dish, the basket), which need that chunk
 * before they paint, 2.7 KB heavier in a file asked for after the app's: measured, their LCP 0.1-0.15 s later in
 * Lighthouse (whose network model starts each connection slow), where in the app's chunk it had cost them nothing.
 */
export const spinnerGroup = {
  name: 'spinner',
  test: (id: string) =>
    /@telegram-apps[\\/]telegram-ui[\\/]dist[\\/]components[\\/]Feedback[\\/]Spinner[\\/]/.test(id) ||
    /[\\/]src[\\/]shared[\\/]ui[\\/]kit-spinner\.ts$/.test(id),
  priority: 8,
};

export function lazyButtonSpinnerPlugin(): Plugin {
  let replaced = false;
  let sawButton = false;
  return {
    name: 'storefront:lazy-button-spinner',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && BUTTON.test(importer)) sawButton = true;
      const standIn = buttonSpinnerFor(source, importer);
      if (standIn) replaced = true;
      return standIn;
    },
    buildEnd() {
      if (sawButton && !replaced)
        this.error(
          "telegram-ui's Button no longer imports its Spinner as expected: review scripts/vite-lazy-button-spinner.ts",
        );
    },
  };
}
