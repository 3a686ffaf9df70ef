import { createRequire } from 'node:module';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { reactSyncStorePlugin } from './vite-react-sync-store.ts';

const load = (id: string) =>
  (reactSyncStorePlugin().load as unknown as (this: unknown, id: string) => string | null).call({}, id);

describe('the use-sync-external-store shim in builds', () => {
  it("is React's own hook, on any platform's paths", () => {
    for (const id of [
      '/p/node_modules/use-sync-external-store/shim/index.js',
      'C:\\p\\node_modules\\use-sync-external-store\\shim\\index.js',
    ])
      expect(load(id)).toBe("export { useSyncExternalStore } from 'react';\n");
  });

  it('is what the shim itself hands over with this React', () => {
    const shim = createRequire(import.meta.url)('use-sync-external-store/shim') as typeof React;
    expect(shim.useSyncExternalStore).toBe(React.useSyncExternalStore);
  });

  it('leaves every other module, the shim with a selector included', () => {
    for (const id of [
      '/p/node_modules/use-sync-external-store/shim/with-selector.js',
      '/p/node_modules/use-sync-external-store/index.js',
      '/p/node_modules/wouter/src/use-sync-external-store.js',
    ])
      expect(load(id)).toBeNull();
  });
});
