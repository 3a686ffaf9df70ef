import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy sources that allow a page's inline scripts, each by its hash (`'sha256-…'`): the
 * storefront's page carries its early script inline (scripts/vite-early-requests.ts), and the policy allows no other
 * inline script. A script element with a `src` is a file (allowed by origin, not hash) and is skipped.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', code = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || code.length === 0) continue;
    sources.push(scriptHashSource(code));
  }
  return [...new Set(sources)];
}

/** The policy source that allows an inline script of this text, as browsers hash it (its UTF-8): `'sha256-…'`. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}
