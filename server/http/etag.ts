/**
 * Strong entity tags: a hash of the body's bytes, so one content has one tag on every server process and after a
 * restart, and any change of a byte gives another. A packed representation carries the tag with its encoding
 * (`"<hash>-br"`, `"<hash>-gzip"`); a revalidation matches the content whichever encoding the client holds.
 */
import { createHash } from 'node:crypto';

/** The strong tag of a body: 32 hex digits of its SHA-256 (hex, so no hash ends in what looks like an encoding). */
export function entityTag(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
}

/** The tag of one encoding of the content tagged `tag`. */
export function representationTag(tag: string, encoding: string | null): string {
  return encoding ? `${tag.slice(0, -1)}-${encoding}"` : tag;
}

/**
 * The tag of an If-None-Match header that names this content in any encoding (weak or strong, as RFC 9110's weak
 * comparison for If-None-Match allows), `tag` itself for `*`, or null when none does: the client's copy is stale.
 */
export function matchingTag(header: string | null | undefined, tag: string): string | null {
  if (!header) return null;
  if (header.trim() === '*') return tag;
  const content = tag.slice(1, -1);
  for (const part of header.split(',')) {
    const candidate = part.trim().replace(/^W\//, '');
    const opaque = /^"([^"]*)"$/.exec(candidate)?.[1];
    if (opaque !== undefined && opaque.replace(/-(?:br|gzip)$/, '') === content) return candidate;
  }
  return null;
}
