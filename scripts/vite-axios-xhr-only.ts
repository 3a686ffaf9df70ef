import type { Plugin } from 'vite';

/** axios's fetch adapter, as the bundler resolves it (imported only by axios's own adapters list). */
const FETCH_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;

/**
 * Builds without axios's fetch adapter. axios picks its adapter from `['xhr', 'http', 'fetch']` in that order, and
 * every browser this storefront runs in (Telegram's web views included) has XMLHttpRequest, so the fetch adapter is
 * never chosen, yet the bundler cannot drop it: axios's adapter list imports it, and its module sets itself up when
 * loaded. In builds it is replaced by "not available" (what axios itself answers where fetch is missing): 16 KB less
 * of the first screen's code to download and run. Unit tests keep the real module.
 */
export function axiosXhrOnlyPlugin(): Plugin {
  return {
    name: 'storefront:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!FETCH_ADAPTER.test(id)) return null;
      return 'export const getFetch = () => false;\nexport default false;\n';
    },
  };
}
