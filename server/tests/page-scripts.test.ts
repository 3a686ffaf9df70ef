import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources, scriptHashSource } from '../http/page-scripts.ts';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('hashes each inline script as the browser does (its text exactly, in UTF-8), once each', () => {
    const code = '(function(){fetch("/api/products/v1/grade");var s="ў";})();';
    const html = `<head><script>${code}</script><SCRIPT type="text/javascript">a()</SCRIPT ><script>${code}</script></head>`;
    expect(inlineScriptSources(html)).toEqual([hash(code), hash('a()')]);
  });

  it('skips files and empty elements: they are allowed by origin or run nothing', () => {
    const html =
      '<script type="module" crossorigin src="/assets/app-1.js"></script><script async SRC=/assets/x.js></script><script></script>';
    expect(inlineScriptSources(html)).toEqual([]);
  });
});

it("names the script for the page's policy by its SHA-256, as browsers hash it (its UTF-8 text)", () => {
  const code = 'var a="ў";';
  const expected = createHash('sha256').update(Buffer.from(code, 'utf8')).digest('base64');
  expect(scriptHashSource(code)).toBe(`'sha256-${expected}'`);
});
