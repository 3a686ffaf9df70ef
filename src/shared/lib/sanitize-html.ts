import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * HTML that comes from the merchant's back office (policy pages, and later descriptions) is untrusted: it is run
 * through an allow list before it reaches `dangerouslySetInnerHTML`. Ordinary formatting stays; everything that can
 * run code (script, style, frames, plugins, forms, SVG/MathML, `on*` handlers, `style` attributes, `javascript:` and
 * `data:` URLs) goes.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'];
/** Already outside the allow list; named again so a later widening of the list cannot let them in. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'base',
  'link',
  'meta',
];
const FORBID_ATTR = ['style', 'srcset', 'action', 'formaction', 'xlink:href'];
/** Link targets: web, mail and phone links, and relative ones (no scheme). Not javascript:, data:, vbscript:... */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images load only from absolute web addresses. */
const WEB_URL = /^https?:\/\//i;

let purifier: DOMPurify | null = null;

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** A link that leaves this site (opened in a new tab). `mailto:`/`tel:` and same-origin links are not external. */
export function isExternalHref(href: string, base: string = origin()): boolean {
  try {
    const url = new URL(href, base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== new URL(base).origin;
  } catch {
    return false;
  }
}

/** One DOMPurify instance of our own, so our hooks never touch another user of the library. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      // DOMPurify lets data: URIs through on <img>; we do not.
      if (!WEB_URL.test(src.trim())) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      node.removeAttribute('target');
      if (href === null) {
        node.removeAttribute('rel');
        return;
      }
      node.setAttribute('rel', 'noopener noreferrer');
      if (isExternalHref(href)) node.setAttribute('target', '_blank');
    }
  });
  purifier = instance;
  return instance;
}

/** The safe subset of `html`, as a string ready for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const instance = getPurifier();
  // DOMPurify hands back its input untouched where it cannot work: show nothing rather than unsanitised HTML.
  if (!instance.isSupported) return '';
  return instance
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      FORBID_TAGS,
      FORBID_ATTR,
      ALLOWED_URI_REGEXP,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
    })
    .trim();
}

/** True when (sanitised) HTML shows nothing: no text and no image. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b[^>]*\ssrc=/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text === '';
}
