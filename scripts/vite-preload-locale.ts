import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for the default language's chunk (`locales/uz.json`, the spec's default) to
 * index.html, so it downloads with the entry instead of one round trip after the entry has run. A visitor in another
 * language loads theirs as before (the default's 6 KB come along unused).
 */
export function preloadDefaultLocalePlugin(source = 'locales/uz.json'): Plugin {
  return {
    name: 'storefront:preload-default-locale',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.replaceAll('\\', '/').endsWith(source),
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
