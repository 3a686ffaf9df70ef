/**
 * Vite plugin (builds only): telegram-ui's Button imports the kit's Spinner for its `loading` state, and with it the
 * spinner's drawings for every platform and size, 3.2 KB gzip of the first screen's code that the first screen never
 * shows. This gives that one import the storefront's stand-in (src/shared/ui/button-spinner.tsx), which brings the
 * kit's Spinner when the page has settled or a button first waits. Every other use of Spinner is the kit's own. The
 * build fails if the Button no longer imports its Spinner this way, rather than silently keeping it.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const BUTTON = /@telegram-apps[\\/]telegram-ui[\\/]dist[\\/]components[\\/]Blocks[\\/]Button[\\/]Button\.js$/;
const KIT_SPINNER = '../../Feedback/Spinner/Spinner';
const STAND_IN = fileURLToPath(new URL('../src/shared/ui/button-spinner.tsx', import.meta.url));

/** The module an import resolves to instead of the kit's, or null for every other import. */
export function buttonSpinnerFor(source: string, importer: string | undefined): string | null {
  return importer && BUTTON.test(importer) && source === KIT_SPINNER ? STAND_IN : null;
}

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
