/**
 * Vite plugin: telegram-ui's Subheadline renders an `<h6>` unless told otherwise, and its Button, Cell, Input and
 * Section draw their captions with it without a way to say otherwise. Those `<h6>`s are not headings (a button's
 * label, a field's caption), and after the page's h1/h2 they break the heading order that screen readers navigate
 * by. This rewrites that one default to a `<div>` (same block box; the kit's classes reset margins and set the type),
 * so only a Subheadline given `Component="h…"` is a heading. The build fails if the kit's code no longer has the
 * default, rather than silently shipping the headings again.
 */
import type { Plugin } from 'vite';

const SUBHEADLINE =
  /@telegram-apps[\\/]telegram-ui[\\/]dist[\\/]components[\\/]Typography[\\/]Subheadline[\\/]Subheadline\.js$/;
const DEFAULT_TAG = /Component:\s*Component\s*\|\|\s*(['"])h6\1/;

/** The Subheadline module with its default tag a `<div>`; throws when the default is not where it was. */
export function plainSubheadline(code: string): string {
  if (!DEFAULT_TAG.test(code))
    throw new Error(
      "telegram-ui's Subheadline no longer defaults to <h6> as expected: review scripts/vite-tgui-text-tags.ts",
    );
  return code.replace(DEFAULT_TAG, "Component: Component || 'div'");
}

export function tguiTextTagsPlugin(): Plugin {
  return {
    name: 'tgui-text-tags',
    transform(code, id) {
      if (!SUBHEADLINE.test(id.split('?')[0] ?? id)) return null;
      return { code: plainSubheadline(code), map: null };
    },
  };
}
