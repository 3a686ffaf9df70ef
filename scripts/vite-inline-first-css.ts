import type { Plugin } from 'vite';

/** A stylesheet link as Vite writes it into index.html: `<link rel="stylesheet" crossorigin href="/assets/x.css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * Writes the first screen's stylesheet into the page: `index.html`'s `<link rel="stylesheet">` becomes a `<style>`
 * with the file's rules, so the page asks for one file fewer beside its code (a request that shared a phone's
 * bandwidth with the first screen's code, and a round trip of its own before the first paint). A `disabled` link
 * naming the file stays in its place: the browser does not fetch a disabled stylesheet, and Vite's loader of lazy
 * screens, which adds a screen's stylesheets unless a `<link rel="stylesheet">` of the same address is in the page,
 * sees it there and does not load the first screen's rules a second time (they would then come after the screens'
 * own and override them). A stylesheet whose text could close the `<style>` element early is left linked.
 */
export function inlineFirstScreenCss(html: string, sheet: (file: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = sheet(file);
    if (css === null || /<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/** The Vite plugin (builds only): runs once Vite has written the page's tags and the stylesheet is final. */
export function inlineFirstScreenCssPlugin(): Plugin {
  return {
    name: 'storefront:inline-first-screen-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return inlineFirstScreenCss(html, (file) => {
          const asset = context.bundle?.[file];
          if (asset?.type !== 'asset') return null;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
