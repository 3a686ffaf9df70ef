import type { Plugin } from 'vite';
import { moduleStandIn } from './vite-module-stand-in.ts';

/** The shim's entry, as the bundler resolves it (wouter imports it). */
const SHIM = /[\\/]node_modules[\\/]use-sync-external-store[\\/]shim[\\/]index\.js$/;

/**
 * Builds with React's own `useSyncExternalStore` where a library asks for the `use-sync-external-store` shim (wouter
 * does, to run on React 16 and 17). The shim uses React's hook when React has one, which React 18 and 19 do, yet its
 * code for older versions and its CommonJS wrapper come with it: in builds the module is React's hook itself.
 */
export const reactSyncStorePlugin = (): Plugin =>
  moduleStandIn('storefront:react-sync-store', SHIM, "export { useSyncExternalStore } from 'react';\n");
