import { describe, expect, it } from 'vitest';
import { axiosXhrOnlyPlugin } from './vite-axios-xhr-only.ts';

const load = (id: string) =>
  (axiosXhrOnlyPlugin().load as unknown as (this: unknown, id: string) => string | null).call({}, id);

describe("axios's fetch adapter in builds", () => {
  it('is replaced by "not available", on any platform\'s paths', () => {
    for (const id of [
      '/p/node_modules/axios/lib/adapters/fetch.js',
      'C:\\p\\node_modules\\axios\\lib\\adapters\\fetch.js',
    ])
      expect(load(id)).toBe('export const getFetch = () => false;\nexport default false;\n');
  });

  it("leaves every other module, axios's XHR adapter and the app's own fetch helpers included", () => {
    for (const id of [
      '/p/node_modules/axios/lib/adapters/xhr.js',
      '/p/node_modules/axios/lib/adapters/adapters.js',
      '/p/src/shared/api/fetch.js',
    ])
      expect(load(id)).toBeNull();
  });
});
