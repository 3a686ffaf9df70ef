import { describe, expect, it } from 'vitest';
import { ICON_INLINE_MAX_BYTES, inlineFirstScreenCss, inlinePageIcon, svgDataUrl } from './vite-inline-page-files.ts';

const page = (links: string) =>
  `<html><head><script type="module" crossorigin src="/assets/app-1.js"></script>${links}</head></html>`;

describe('inlineFirstScreenCss', () => {
  it("writes the stylesheet's rules into the page and leaves a disabled link naming the file", () => {
    const html = inlineFirstScreenCss(page('<link rel="stylesheet" crossorigin href="/assets/app-c1.css">'), (file) =>
      file === 'assets/app-c1.css' ? 'body{margin:0}' : null,
    );
    expect(html).toBe(page('<style>body{margin:0}</style><link rel="stylesheet" href="/assets/app-c1.css" disabled>'));
  });

  it('leaves linked a stylesheet it does not have, or one whose text would close the style element', () => {
    const linked = page('<link rel="stylesheet" crossorigin href="/assets/app-c1.css">');
    expect(inlineFirstScreenCss(linked, () => null)).toBe(linked);
    expect(inlineFirstScreenCss(linked, () => 'a::after{content:"</style>"}')).toBe(linked);
    expect(inlineFirstScreenCss(linked, () => 'a::after{content:"</STYLE "}')).toBe(linked);
  });

  it('touches no other link', () => {
    const other = page('<link rel="modulepreload" crossorigin href="/assets/uz-1.js"><link rel="icon" href="/x.svg">');
    expect(inlineFirstScreenCss(other, () => 'body{}')).toBe(other);
  });
});

describe('inlinePageIcon', () => {
  const icon = page('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#FF2E17"/></svg>\n';

  it("writes the page's drawing into its link as a data address the browser reads back to the same drawing", () => {
    const html = inlinePageIcon(icon, (file) => (file === 'favicon.svg' ? svg : null));
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(html)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replaceAll('"', "'"));
    // Spaces and slashes stay as they are; what the address or the attribute cannot carry does not.
    expect(href).toContain("<svg xmlns='http://www.w3.org/2000/svg'>".replace(/[<>]/g, encodeURIComponent));
    expect(href).not.toMatch(/[#"<>]/);
  });

  it('keeps the quotes of a drawing that uses both, encoded', () => {
    const quoted = `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="'Inter'">A</text></svg>`;
    const href = svgDataUrl(quoted);
    expect(href).not.toMatch(/["<>]/);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(quoted);
  });

  it('leaves a missing or large drawing a file', () => {
    expect(inlinePageIcon(icon, () => null)).toBe(icon);
    const large = `<svg>${'<g/>'.repeat(ICON_INLINE_MAX_BYTES)}</svg>`;
    expect(inlinePageIcon(icon, () => large)).toBe(icon);
  });
});
