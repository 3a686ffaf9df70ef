import type { Plugin } from 'vite';

/**
 * A plugin that builds with `code` in place of the module whose resolved path matches `module` (a library's part the
 * storefront never runs, or one the platform already has). Builds only: unit tests keep the real module.
 */
export function moduleStandIn(name: string, module: RegExp, code: string): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    load: (id) => (module.test(id) ? code : null),
  };
}
