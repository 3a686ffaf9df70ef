import type { Plugin } from 'vite';
import { moduleStandIn } from './vite-module-stand-in.ts';

/** axios's fetch adapter, as the bundler resolves it (imported only by axios's own adapters list). */
const FETCH_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;

/**
 * Builds without axios's fetch adapter. axios picks its adapter from `['xhr', 'http', 'fetch']` in that order, and
 * every browser this storefront runs in (Telegram's web views included) has XMLHttpRequest, so the fetch adapter is
 * never chosen, yet the bundler cannot drop it: axios's adapter list imports it, and its module sets itself up when
 * loaded. In builds it is replaced by "not available" (what axios itself answers where fetch is missing): 16 KB less
 * of the first screen's code to download and run. Unit tests keep the real module.
 */
export const axiosXhrOnlyPlugin = (): Plugin =>
  moduleStandIn(
    'storefront:axios-xhr-only',
    FETCH_ADAPTER,
    'export const getFetch = () => false;\nexport default false;\n',
  );
