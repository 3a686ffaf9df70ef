/**
 * Hostile content for the specs: a corpus of script-injection vectors, and a way to put them into every text the
 * reference API serves (names, descriptions, captions, comments, policies, settings) and into its links and pictures,
 * on the wire, as a compromised or careless back office would.
 */
import type { Page } from '@playwright/test';

/** Each vector, if it ever ran, would set `window.__pwned` or call one of the dialogs the trap replaces. */
export const XSS_VECTORS: readonly string[] = [
  '<script>window.__pwned=1</script>',
  '<script src="data:text/javascript,window.__pwned=1"></script>',
  '"><script>window.__pwned=1</script>',
  "'><script>window.__pwned=1</script>",
  '</title><script>window.__pwned=1</script>',
  '</textarea><script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<img src="x" onerror=alert(1)>',
  '<image src=x onerror=window.__pwned=1>',
  '<svg onload="window.__pwned=1"></svg>',
  '<svg><script>window.__pwned=1</script></svg>',
  '<svg><animate onbegin="window.__pwned=1" attributeName="x" dur="1s"/></svg>',
  '<svg><a xlink:href="javascript:window.__pwned=1"><text x="0" y="20">tap</text></a></svg>',
  '<svg><foreignObject><body onload="window.__pwned=1"></body></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1></style></mglyph></table></mtext></math>',
  '<math href="javascript:window.__pwned=1">tap</math>',
  '<body onload="window.__pwned=1">',
  '<iframe src="javascript:window.parent.__pwned=1"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<object data="javascript:window.__pwned=1"></object>',
  '<embed src="javascript:window.__pwned=1">',
  '<a href="javascript:window.__pwned=1">tap</a>',
  '<a href="JaVaScRiPt:window.__pwned=1">tap</a>',
  '<a href="&#106;avascript:window.__pwned=1">tap</a>',
  '<a href="java\tscript:window.__pwned=1">tap</a>',
  '<a href="data:text/html,<script>parent.__pwned=1</script>">tap</a>',
  '<a href="vbscript:msgbox(1)">tap</a>',
  '<form action="javascript:window.__pwned=1"><button>go</button></form>',
  '<input autofocus onfocus="window.__pwned=1">',
  '<select autofocus onfocus="window.__pwned=1"></select>',
  '<details open ontoggle="window.__pwned=1">',
  '<video><source onerror="window.__pwned=1"></video>',
  '<audio src=x onerror=window.__pwned=1>',
  '<marquee onstart="window.__pwned=1">x</marquee>',
  '<div style="background:url(javascript:window.__pwned=1)">x</div>',
  '<style>@import "javascript:window.__pwned=1";</style>',
  '<link rel="stylesheet" href="javascript:window.__pwned=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<base href="javascript:window.__pwned=1//">',
  '<template><script>window.__pwned=1</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">',
  '<scr<script>ipt>window.__pwned=1</scr</script>ipt>',
  '<<script>script>window.__pwned=1<</script>/script>',
  '<img """><script>window.__pwned=1</script>">',
  '<p onclick="window.__pwned=1" onmouseover="window.__pwned=1">hover</p>',
  '<button formaction="javascript:window.__pwned=1">go</button>',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '${window.__pwned=1}',
  'javascript:window.__pwned=1',
  'data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZD0xPC9zY3JpcHQ+',
  '\u202Egnp.exe\u202C <b>Plov</b>',
  '\u200F\u202Bمرحبا\u202C <i>x</i>',
  '<!--<img src="--><img src=x onerror=window.__pwned=1//">',
  '<a href="#" onclick="window.__pwned=1;return false">tap</a>',
];

/** Link and picture fields: the schemes a hostile back office would try. */
const HOSTILE_URLS = [
  'javascript:window.__pwned=1',
  'JAVASCRIPT:window.__pwned=1',
  ' javascript:window.__pwned=1',
  'data:text/html,<script>parent.__pwned=1</script>',
  'vbscript:msgbox(1)',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>',
];

const LANGUAGES = new Set(['uz', 'ru', 'eng', 'en']);
/** Fields of the API's answers that carry free text the app shows. */
const TEXT_KEYS = new Set([
  'name',
  'title',
  'description',
  'text',
  'comment',
  'caption',
  'address',
  'position',
  'requirements',
  'content',
  'body',
  'message',
  'firstName',
  'lastName',
  'copyright',
  'about',
]);
/** Fields that are links or pictures. */
const URL_KEYS = new Set([
  'link',
  'url',
  'image',
  'icon',
  'logo',
  'photo',
  'instagram',
  'telegram',
  'facebook',
  'site',
]);

/** Every text, link and picture of a JSON answer replaced by the next vector; ids, numbers and enums left alone. */
export function poison(value: unknown, next: () => string, nextUrl: () => string, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, next, nextUrl, key));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const localized = entries.length > 0 && entries.every(([k, v]) => LANGUAGES.has(k) && typeof v === 'string');
    if (localized) return Object.fromEntries(entries.map(([k]) => [k, next()]));
    return Object.fromEntries(entries.map(([k, v]) => [k, poison(v, next, nextUrl, k)]));
  }
  if (typeof value === 'string') {
    if (URL_KEYS.has(key)) return nextUrl();
    if (TEXT_KEYS.has(key)) return next();
  }
  return value;
}

/**
 * From now on every JSON answer of the API reaches the page poisoned, the vectors taken in turn, and the page has a
 * trap: `alert`, `confirm`, `prompt` and `print` mark `window.__pwned`, as the vectors themselves do.
 */
export async function serveHostileContent(page: Page): Promise<void> {
  let i = 0;
  let u = 0;
  const next = () => XSS_VECTORS[i++ % XSS_VECTORS.length] ?? '';
  const nextUrl = () => HOSTILE_URLS[u++ % HOSTILE_URLS.length] ?? '';
  await page.addInitScript(() => {
    const trap = () => {
      (window as unknown as { __pwned: unknown }).__pwned = 'dialog';
    };
    window.alert = trap;
    window.confirm = () => (trap(), false);
    window.prompt = () => (trap(), null);
    window.print = trap;
  });
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('application/json') || route.request().method() !== 'GET') return route.fulfill({ response });
    const body = poison(await response.json(), next, nextUrl);
    await route.fulfill({ response, json: body });
  });
}

/** What hostile content managed: script run, a link to a script scheme, a picture from a scheme not http(s). */
export function breaches(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    if ((window as unknown as { __pwned?: unknown }).__pwned !== undefined) found.push('script ran');
    for (const link of document.querySelectorAll('a[href], area[href]')) {
      const href = (link as HTMLAnchorElement).href;
      if (/^\s*(javascript|vbscript|data):/i.test(href)) found.push(`link ${href.slice(0, 60)}`);
    }
    for (const image of document.querySelectorAll('img')) {
      const src = image.currentSrc || image.src;
      if (src && !/^(https?:|blob:)/i.test(src)) found.push(`picture ${src.slice(0, 60)}`);
    }
    for (const frame of document.querySelectorAll('iframe, object, embed, script:not([src]):not([type="module"])'))
      if (!frame.closest('head')) found.push(`element ${frame.tagName.toLowerCase()}`);
    return found;
  });
}
