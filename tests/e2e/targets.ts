/**
 * The touch-target check of WCAG 2.2, 2.5.8 (Target Size, minimum), run in the page: see targets.spec.ts, which runs
 * it on every route, and a11y-dialogs.spec.ts, on every dialog open.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Every target under 24 x 24 px that no exception covers, one line each: in the page, or only inside `within` (a
 * dialog open over the page, whose targets are the only ones a finger can reach).
 */
export async function smallTargets(page: Page, within?: Locator): Promise<string[]> {
  const root = within ? await within.elementHandle() : await page.evaluateHandle(() => document.documentElement);
  if (!root) throw new Error('no element to look for targets in');
  return page.evaluate((scope) => {
    const MIN = 24;
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
      '[role="radio"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], ' +
      '[tabindex]:not([tabindex="-1"])';
    type Box = { left: number; top: number; right: number; bottom: number };
    const px = (value: string): number | null => (value.endsWith('px') ? Number.parseFloat(value) : null);
    /** The box that takes a tap: the element's, grown by an absolutely placed pseudo-element drawn beyond it. */
    const hitBox = (element: Element): Box => {
      const r = element.getBoundingClientRect();
      const box: Box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === 'none' || style.content === 'normal' || style.position !== 'absolute') continue;
        if (style.pointerEvents === 'none' || style.display === 'none') continue;
        const [top, right, bottom, left, width, height] = [
          px(style.top),
          px(style.right),
          px(style.bottom),
          px(style.left),
          px(style.width),
          px(style.height),
        ];
        const pLeft = left !== null ? r.left + left : right !== null && width !== null ? r.right - right - width : null;
        const pTop =
          top !== null ? r.top + top : bottom !== null && height !== null ? r.bottom - bottom - height : null;
        const pRight = right !== null ? r.right - right : pLeft !== null && width !== null ? pLeft + width : null;
        const pBottom = bottom !== null ? r.bottom - bottom : pTop !== null && height !== null ? pTop + height : null;
        if (pLeft === null || pTop === null || pRight === null || pBottom === null) continue;
        box.left = Math.min(box.left, pLeft);
        box.top = Math.min(box.top, pTop);
        box.right = Math.max(box.right, pRight);
        box.bottom = Math.max(box.bottom, pBottom);
      }
      return box;
    };
    const seeThrough = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (Number(getComputedStyle(node).opacity) < 0.05) return true;
      return false;
    };
    /** Shown and tappable: rendered, not inert, not under aria-hidden with no way to focus, not a 1 px text for readers. */
    const shown = (element: Element): boolean => {
      const style = getComputedStyle(element);
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || style.pointerEvents === 'none')
        return false;
      if (element.closest('[inert]')) return false;
      return !element.closest('.visually-hidden, .leaflet-control-attribution');
    };
    const describe = (element: Element, box: Box): string => {
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}" ${Math.round(box.right - box.left)}x${Math.round(box.bottom - box.top)}`;
    };
    /** A link in running text: inline, with other words in its block. */
    const inSentence = (element: Element): boolean => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block: Element | null = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (element.textContent ?? '').trim();
      const all = (block?.textContent ?? '').trim();
      return all.length > own.length + 3;
    };

    const targets = new Map<Element, Box>();
    for (const element of scope.querySelectorAll(CONTROLS)) {
      if ((element as HTMLInputElement).disabled && element.tagName === 'INPUT') continue;
      if (!shown(element)) continue;
      // A native input the kit hides and draws: the tap goes to its <label> (the outermost, the whole row).
      if (element.tagName === 'INPUT' && (seeThrough(element) || element.getBoundingClientRect().width < 4)) {
        let label: Element | null = element.closest('label');
        for (
          let up = label?.parentElement?.closest('label') ?? null;
          up;
          up = up.parentElement?.closest('label') ?? null
        )
          label = up;
        const id = element.id;
        label ??= id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
        if (label && !targets.has(label)) targets.set(label, hitBox(label));
        else if (!label) targets.set(element, hitBox(element));
        continue;
      }
      // A control inside another counted one (an icon button's own focusable part) is one target with it.
      targets.set(element, hitBox(element));
    }

    const entries = [...targets.entries()];
    const small = entries.filter(([, b]) => b.right - b.left < MIN - 0.5 || b.bottom - b.top < MIN - 0.5);
    const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
    const distance = (p: { x: number; y: number }, b: Box) =>
      Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom));
    const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
    return small
      .filter(([element]) => !inSentence(element))
      .filter(([element, box]) => {
        // Spacing: the 24 px circle round its centre meets no other target, nor another small one's circle.
        const c = centre(box);
        return entries.some(([other, otherBox]) => {
          if (other === element || related(element, other)) return false;
          const isSmall = small.some(([s]) => s === other);
          if (isSmall && Math.hypot(c.x - centre(otherBox).x, c.y - centre(otherBox).y) < MIN) return true;
          return distance(c, otherBox) < MIN / 2;
        });
      })
      .map(([element, box]) => describe(element, box));
  }, root);
}
