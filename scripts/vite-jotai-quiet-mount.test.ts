// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { act, createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { atom, createStore, type Atom, type PrimitiveAtom } from 'jotai';
import { describe, expect, it } from 'vitest';
import { jotaiQuietMountPlugin } from './vite-jotai-quiet-mount.ts';

const JOTAI_REACT = path.resolve('node_modules/jotai/esm/react.mjs');

function transform(code: string, id: string): string | null {
  const errors: string[] = [];
  const hook = jotaiQuietMountPlugin().transform as unknown as (
    this: { error(message: string): never },
    code: string,
    id: string,
  ) => { code: string } | null;
  const context = {
    error(message: string): never {
      errors.push(message);
      throw new Error(message);
    },
  };
  return hook.call(context, code, id)?.code ?? null;
}

/** The installed jotai's React bindings as the build makes them, loaded beside the package so its imports resolve. */
async function builtJotaiReact(): Promise<{
  Provider: typeof import('jotai').Provider;
  useAtomValue: typeof import('jotai').useAtomValue;
}> {
  const code = transform(fs.readFileSync(JOTAI_REACT, 'utf8'), JOTAI_REACT);
  if (code === null) throw new Error('not transformed');
  const dir = path.resolve('node_modules/.cache/storefront-tests');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `jotai-react-quiet-${process.pid}.mjs`);
  fs.writeFileSync(file, code);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("jotai's useAtomValue in builds", () => {
  it('renders again after mounting only when the value changed, in the installed jotai', () => {
    const code = fs.readFileSync(JOTAI_REACT, 'utf8');
    const built = transform(code, JOTAI_REACT) ?? '';
    expect(built.match(/if \(!Object\.is\(store\.get\(atom\), value\)\) rerender\(\);/g)).toHaveLength(1);
    expect(built).not.toMatch(/\n\s*rerender\(\);\n\s*return unsub;/);
    // The subscription still renders on every change.
    expect(built.split('rerender()').length).toBe(code.split('rerender()').length);
  });

  it('leaves every other module as it is', () => {
    expect(transform('rerender();\nreturn unsub;', '/p/node_modules/jotai/esm/vanilla.mjs')).toBeNull();
    expect(transform('rerender();\nreturn unsub;', '/p/src/shared/lib/react.mjs')).toBeNull();
  });

  it('stops the build when jotai no longer has that shape', () => {
    expect(() => transform('export const useAtomValue = () => 1;', '/p/node_modules/jotai/esm/react.mjs')).toThrow(
      /no longer ends its subscribing effect/,
    );
  });

  it('draws a component once on mount, and still shows a change made between its render and its subscription', async () => {
    const { Provider, useAtomValue } = await builtJotaiReact();
    const store = createStore();
    const count = atom(1);
    const doubled = atom((get) => get(count) * 2);
    const renders: number[] = [];
    function Reader({ of }: { of: Atom<number> }) {
      const value = useAtomValue(of);
      renders.push(value);
      return createElement('output', null, String(value));
    }
    /** Sets the atom in a layout effect: after the reader rendered, before its subscribing effect runs. */
    function SetsEarly({ to, target }: { to: number; target: PrimitiveAtom<number> }) {
      useLayoutEffect(() => store.set(target, to), [to, target]);
      return null;
    }
    const host = document.createElement('div');
    const root = createRoot(host);

    await act(async () => root.render(createElement(Provider, { store }, createElement(Reader, { of: doubled }))));
    expect(renders).toEqual([2]);

    renders.length = 0;
    await act(async () => store.set(count, 5));
    expect(renders).toEqual([10]);
    expect(host.textContent).toBe('10');

    await act(async () => root.render(createElement(Provider, { store }, null)));
    renders.length = 0;
    await act(async () =>
      root.render(
        createElement(
          Provider,
          { store },
          createElement(Reader, { of: doubled }),
          createElement(SetsEarly, { to: 7, target: count }),
        ),
      ),
    );
    expect(renders).toEqual([10, 14]);
    expect(host.textContent).toBe('14');
    await act(async () => root.unmount());
  });
});
