import type { Plugin } from 'vite';

/** jotai's React bindings, as the bundler resolves them for a browser build. */
const JOTAI_REACT = /[\\/]node_modules[\\/]jotai[\\/]esm[\\/]react\.mjs$/;

/** The last statements of `useAtomValue`'s subscribing effect: it renders its component again on every mount. */
const MOUNT_RERENDER = /(\n[ \t]*)rerender\(\);(\n[ \t]*return unsub;)/g;

/** What it becomes: a render again only when the atom's value has changed since the component rendered it. */
const QUIET_MOUNT = '$1if (!Object.is(store.get(atom), value)) rerender();$2';

/**
 * Builds with jotai's `useAtomValue` mounting quietly. Once subscribed, the hook renders its component a second time
 * in case the atom changed between the render and the subscription. When it has not, that second render changes
 * nothing (the hook's reducer hands back the state it had), yet every component reading an atom is rendered again
 * after its first commit, in one urgent render React does not cut into slices: on a phone, a long task right after the
 * first screen is drawn, or before it is painted. The hook is built to do it only when the value has changed, which
 * is when it mattered. Measured in `docs/performance.md` (seventh pass). Unit tests keep the module as published.
 *
 * If jotai's code no longer has that shape, the build stops and says so, rather than building without the change.
 */
export function jotaiQuietMountPlugin(): Plugin {
  return {
    name: 'storefront:jotai-quiet-mount',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!JOTAI_REACT.test(id)) return null;
      const found = code.match(MOUNT_RERENDER)?.length ?? 0;
      if (found !== 1) {
        this.error(
          `jotai's useAtomValue no longer ends its subscribing effect with "rerender(); return unsub;" ` +
            `(found ${found} times in ${id}): look at scripts/vite-jotai-quiet-mount.ts again for this jotai version.`,
        );
      }
      return { code: code.replace(MOUNT_RERENDER, QUIET_MOUNT), map: null };
    },
  };
}
