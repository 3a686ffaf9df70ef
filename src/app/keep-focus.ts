/** What can take focus with Tab. */
const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';
/** How many controls on each side of the focused one are remembered: enough to step over a removed card or line. */
const NEIGHBOURS = 24;

/** The focused control, where it stood, and what was there before it went. */
interface Held {
  element: HTMLElement;
  scope: HTMLElement;
  /** The controls before it (nearest first) and after it, as they were when it took focus. */
  before: HTMLElement[];
  after: HTMLElement[];
  /** The places an emptied list hands focus to (an empty state) that were there already: a new one is preferred. */
  fallbacks: Set<Element>;
}

/** The element after (or before) `node` in document order, inside `scope`. */
function step(node: Element, scope: Element, backwards: boolean): Element | null {
  if (backwards) {
    if (node === scope) return null;
    let previous = node.previousElementSibling;
    if (!previous) return node.parentElement === scope ? null : node.parentElement;
    while (previous.lastElementChild) previous = previous.lastElementChild;
    return previous;
  }
  if (node.firstElementChild) return node.firstElementChild;
  for (let at: Element | null = node; at && at !== scope; at = at.parentElement)
    if (at.nextElementSibling) return at.nextElementSibling;
  return null;
}

/** Up to NEIGHBOURS controls after `from` (or before it, nearest first), inside `scope`. */
function neighbours(scope: Element, from: Element, backwards: boolean): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let at = step(from, scope, backwards); at && found.length < NEIGHBOURS; at = step(at, scope, backwards))
    if (at instanceof HTMLElement && at.matches(FOCUSABLE)) found.push(at);
  return found;
}

/** Where focus goes when the held control is gone (see `useKeptFocus`). */
export function replacementFor(held: Held): HTMLElement | null {
  const { element, scope, before, after } = held;
  const inScope = (candidate: HTMLElement) => candidate.isConnected && scope.contains(candidate);
  // The same control of the next item, or else of the one before (the next line's "−", the next heart): the same
  // look and text first (a "−", not the "+" beside it), then the same look.
  const alike = (candidate: HTMLElement) => inScope(candidate) && candidate.className === element.className;
  const same = (candidate: HTMLElement) => alike(candidate) && candidate.textContent === element.textContent;
  const sameKind = after.find(same) ?? before.find(same) ?? after.find(alike) ?? before.find(alike);
  if (sameKind) return sameKind;
  // A list that emptied: what now says so.
  const fallback = [...scope.querySelectorAll<HTMLElement>('[data-focus-fallback]')].find(
    (candidate) => !held.fallbacks.has(candidate),
  );
  if (fallback) return fallback;
  // Whatever stands in its place now: the first control after the nearest one before it that is still there.
  const anchor = before.find(inScope);
  const following = neighbours(scope, anchor ?? scope, false)[0];
  return following ?? anchor ?? scope.querySelector<HTMLElement>('h1');
}

/** A screen's content, or a layer over it: where a held control and its replacement live. */
const LAYER = 'dialog, [role="dialog"]';
const SCOPE = `main, ${LAYER}`;
/** A layer, or a screen drawn inside one (the dish's pop-up). */
const isLayer = (scope: HTMLElement) => scope.closest(LAYER) !== null;
/** A scope still on the screen: in the page, and a dialog still open. */
const alive = (scope: HTMLElement) => scope.isConnected && !(scope instanceof HTMLDialogElement && !scope.open);

function hold(element: HTMLElement, scope: HTMLElement): Held {
  return {
    element,
    scope,
    before: neighbours(scope, element, true),
    after: neighbours(scope, element, false),
    fallbacks: new Set(scope.querySelectorAll('[data-focus-fallback]')),
  };
}

/**
 * A control that removes itself (the last "−" of a basket line, a heart on the favourites, a recent search's ×, a
 * saved address's delete) takes focus with it, and the browser drops focus to the page's start: a keyboard or screen
 * reader user is thrown back to the top. While a control inside a screen's `<main>` or a layer has focus, this keeps
 * note of its neighbours; when it leaves the page and nothing else took focus, focus goes to the same control of the
 * next item (or the one before), else to a new empty state (`data-focus-fallback`), else to what stands in its place.
 * A page control that goes while a layer it opened is up (deleted from a confirmation dialog) is replaced once the
 * layer has closed and could not hand focus back to it. A screen or layer that goes as a whole (a route change, a
 * layer closing) is left to its own focus handling. Returns the function that stops it.
 */
export function keepFocus(): () => void {
  /** The control held on the page, and the one in the layer over it. */
  let page: Held | null = null;
  let layer: Held | null = null;
  const check = () => {
    const replace = (held: Held | null): Held | null => {
      if (!held || held.element.isConnected) return held;
      if (!alive(held.scope)) return null;
      const active = document.activeElement;
      // A layer is over the page (focus in it, or dropped from its busy button): the page's control is replaced
      // once the layer has gone.
      if (!isLayer(held.scope) && document.querySelector('dialog[open]')) return held;
      if (active && active !== document.body) return null;
      const target = replacementFor(held);
      if (target) {
        if (!target.matches(FOCUSABLE) && !target.hasAttribute('tabindex')) {
          // Not a control (an empty state, a heading): a screen reader reads it from there and the next Tab goes on
          // inside it, so no ring is drawn round it (set here: a rule in the page's stylesheet would cost its first
          // window).
          target.tabIndex = -1;
          target.style.outline = 'none';
        }
        // The page never moves under a finger: a keyboard user's focus is brought into view by reveal-focus.ts.
        target.focus({ preventScroll: true });
      }
      return null;
    };
    // Focusing a replacement holds it (the focusin handler runs inside `focus()`): that stays.
    const [wasLayer, wasPage] = [layer, page];
    const [nextLayer, nextPage] = [replace(wasLayer), replace(wasPage)];
    if (layer === wasLayer) layer = nextLayer;
    if (page === wasPage) page = nextPage;
    observe();
  };
  const observer = new MutationObserver(check);
  const observe = () => {
    observer.disconnect();
    for (const held of [page, layer]) if (held) observer.observe(held.scope, { childList: true, subtree: true });
  };
  const take = (element: EventTarget | null) => {
    const scope = element instanceof HTMLElement ? element.closest<HTMLElement>(SCOPE) : null;
    if (!scope) [page, layer] = [null, null];
    else if (isLayer(scope)) layer = hold(element as HTMLElement, scope);
    else [page, layer] = [hold(element as HTMLElement, scope), null];
    observe();
  };
  const focused = (event: FocusEvent) => take(event.target);
  // A layer that closes without taking anything out of the page: whatever it leaves focus on is seen once it has.
  const closed = () => queueMicrotask(check);
  document.addEventListener('focusin', focused);
  document.addEventListener('close', closed, true);
  // What has focus as this starts (it is loaded on the first focus) is held as if it had just taken it.
  take(document.activeElement);
  return () => {
    document.removeEventListener('focusin', focused);
    document.removeEventListener('close', closed, true);
    observer.disconnect();
  };
}
