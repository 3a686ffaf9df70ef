import { describe, expect, it } from 'vitest';
import { inlineFirstScreenCss } from './vite-inline-first-css.ts';

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
