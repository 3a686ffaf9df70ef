import { onLayersChange } from '@/shared/ui/layers.ts';

/** What can take focus with Tab (checked again, with `usable`, before focus is put there). */
const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';
/** Where typing goes: focus is never moved into one (a phone would raise its keyboard) unless it left one. */
const EDITABLE =
  'input:not([type="button"],[type="submit"],[type="reset"],[type="checkbox"],[type="radio"]),textarea,select,[contenteditable]:not([contenteditable="false"])';
/** How many controls on each side of the focused one are remembered: enough to step over a removed card or line. */
const NEIGHBOURS = 24;
/** How many elements added to the screen since the control took focus are remembered (a new empty state among them). */
const ADDED = 64;
/** A layer over the page, and a screen's content or a layer: where a held control and its replacement live. */
const LAYER = 'dialog, [role="dialog"]';
const SCOPE = `main, ${LAYER}`;

/** The focused control, where it stood, and what came since. */
interface Held {
  element: HTMLElement;
  scope: HTMLElement;
  /** The list its item belongs to (a basket's lines, the cards of a grid), where the same control is looked for. */
  list: Element | null;
  /** The controls before it (nearest first) and after it, as they were when it took focus. */
  before: HTMLElement[];
  after: HTMLElement[];
  /** Elements added to the scope since (newest last). */
  added: Element[];
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

/** Where focus goes when the held control is gone (see `keepFocus`). */
export function replacementFor(held: Held): HTMLElement | null {
  const { element, scope, before, after } = held;
  const editable = element.matches(EDITABLE);
  // Can take focus now: still in the screen, in the tab order, shown; a text field only in place of one.
  const usable = (candidate: HTMLElement) =>
    candidate.isConnected &&
    scope.contains(candidate) &&
    candidate.tabIndex >= 0 &&
    !candidate.closest('[hidden], [inert], [aria-hidden="true"]') &&
    (typeof candidate.checkVisibility !== 'function' || candidate.checkVisibility()) &&
    (editable || !candidate.matches(EDITABLE));

  // A list that emptied: the empty state that took its place.
  for (const node of held.added) {
    const fallback = node.matches('[data-focus-fallback]') ? node : node.querySelector('[data-focus-fallback]');
    if (fallback instanceof HTMLElement && fallback.isConnected && scope.contains(fallback)) return fallback;
  }
  // What took its place: a new control right where it stood (the stepper that replaced a dish's "Add").
  const anchor = before.find(usable);
  const nextKept = after.find(usable);
  const standing = neighbours(scope, anchor ?? scope, false).find(usable);
  const known = (candidate: HTMLElement) => before.includes(candidate) || after.includes(candidate);
  const precedes = (a: HTMLElement, b: HTMLElement) =>
    (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  if (standing && !known(standing) && (!nextKept || precedes(standing, nextKept))) return standing;
  // The same control of the next item of its list, or else of the one before (the next line's "−", the next heart):
  // the same look and text first (a "−", not the "+" beside it), then the same look.
  if (element.className) {
    const alike = (candidate: HTMLElement) =>
      usable(candidate) && candidate.className === element.className && (!held.list || held.list.contains(candidate));
    const same = (candidate: HTMLElement) => alike(candidate) && candidate.textContent === element.textContent;
    const sameKind = after.find(same) ?? before.find(same) ?? after.find(alike) ?? before.find(alike);
    if (sameKind) return sameKind;
  }
  // Whatever stands there now, or the screen's heading.
  return standing ?? anchor ?? scope.querySelector<HTMLElement>('h1');
}

/** A layer, or a screen drawn inside one (the dish's pop-up). */
const isLayer = (scope: HTMLElement) => scope.closest(LAYER) !== null;
/** A scope still on the screen: in the page, and a dialog still open. */
const alive = (scope: HTMLElement) => scope.isConnected && !(scope instanceof HTMLDialogElement && !scope.open);
/** A layer is open over the page. */
const layerOpen = () => document.querySelector('dialog[open]') !== null;
/** Focus that came from the keyboard (a tap or a click that removes its own control needs no help). */
function byKeyboard(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

function hold(element: HTMLElement, scope: HTMLElement): Held {
  return {
    element,
    scope,
    list: element.closest('li, article, [role="listitem"]')?.parentElement ?? null,
    before: neighbours(scope, element, true),
    after: neighbours(scope, element, false),
    added: [],
  };
}

/** Puts focus on `target`; one that is not a control (an empty state, a heading) takes it for the moment, unringed. */
function focusOn(target: HTMLElement): void {
  if (!target.matches(FOCUSABLE) && !target.hasAttribute('tabindex')) {
    // A screen reader reads it from there and the next Tab goes on inside it, so no ring is drawn round it (set here:
    // a rule in the page's stylesheet would cost its first window); both go again once focus leaves it.
    target.tabIndex = -1;
    target.style.outline = 'none';
    target.addEventListener(
      'blur',
      () => {
        target.removeAttribute('tabindex');
        target.style.removeProperty('outline');
      },
      { once: true },
    );
  }
  // The page never moves under a finger: a keyboard user's focus is brought into view by reveal-focus.ts.
  target.focus({ preventScroll: true });
}

/**
 * A control that removes itself (the last "−" of a basket line, a heart on the favourites, a recent search's ×, a
 * saved address's delete) takes focus with it, and the browser drops focus to the page's start: a keyboard or screen
 * reader user is thrown back to the top. While a control inside a screen's `<main>` or a layer has focus from the
 * keyboard, this keeps note of its neighbours; when it leaves the page and nothing else took focus, focus goes to the
 * empty state that took its list's place (`data-focus-fallback`), else to a new control right where it stood, else
 * to the same control of the next item of its list (or the one before), else to what stands there now. A page
 * control that goes while a layer is over it (deleted from a confirmation dialog, or from a dish's pop-up) is
 * replaced once the layer has closed and could not hand focus back to it. A control left before it went (a tap
 * elsewhere) is let go, and a screen or layer that goes as a whole (a route change, a layer closing) keeps its own
 * focus handling. Returns the function that stops it.
 */
export function keepFocus(): () => void {
  /** The control held on the page, and the one in the layer over it. */
  let page: Held | null = null;
  let layer: Held | null = null;

  const check = () => {
    const replace = (held: Held | null): Held | null => {
      if (!held || !alive(held.scope)) return null;
      if (held.element.isConnected) return held;
      // A layer is over the page (focus in it, or dropped from its busy button): the page's control is replaced
      // once the layer has gone.
      if (!isLayer(held.scope) && layerOpen()) return held;
      const active = document.activeElement;
      if (active && active !== document.body) return null;
      const target = replacementFor(held);
      if (target) focusOn(target);
      return null;
    };
    // Focusing a replacement holds it (the focusin handler runs inside `focus()`): that stays.
    const [wasLayer, wasPage] = [layer, page];
    const [nextLayer, nextPage] = [replace(wasLayer), replace(wasPage)];
    if (layer === wasLayer) layer = nextLayer;
    if (page === wasPage) page = nextPage;
    observe();
  };

  const observer = new MutationObserver((records) => {
    for (const held of [page, layer])
      if (held)
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && held.scope.contains(node)) held.added.push(node);
    for (const held of [page, layer])
      if (held && held.added.length > ADDED) held.added.splice(0, held.added.length - ADDED);
    check();
  });
  const observe = () => {
    observer.disconnect();
    for (const held of [page, layer]) {
      if (!held) continue;
      observer.observe(held.scope, { childList: true, subtree: true });
      // The scope's own removal (a route change): seen, so what it held is let go.
      if (held.scope.parentElement) observer.observe(held.scope.parentElement, { childList: true });
    }
  };

  const take = (element: EventTarget | null) => {
    const scope = element instanceof HTMLElement ? element.closest<HTMLElement>(SCOPE) : null;
    if (!scope || !byKeyboard(element as HTMLElement)) {
      // Focus in a layer by a tap leaves the page's control held for when the layer closes.
      if (scope && isLayer(scope)) layer = null;
      else [page, layer] = [null, null];
    } else if (isLayer(scope)) layer = hold(element as HTMLElement, scope);
    else [page, layer] = [hold(element as HTMLElement, scope), null];
    observe();
  };
  const focused = (event: FocusEvent) => take(event.target);
  // Focus left a control that is still there (a tap on the page, in a browser that gives the tapped thing no focus):
  // it is let go, unless it went into a layer over the page. A control removed from the page is left to `check`.
  const left = (event: FocusEvent) => {
    const element = event.target;
    queueMicrotask(() => {
      const held = page?.element === element ? page : layer?.element === element ? layer : null;
      if (!held || !held.element.isConnected || document.activeElement === held.element) return;
      if (held === page && layerOpen()) return;
      if (held === page) page = null;
      else layer = null;
      observe();
    });
  };
  // A layer that closed (or was taken out with its content): whatever it left focus on is seen once it has.
  const stopLayers = onLayersChange(() => queueMicrotask(check));

  document.addEventListener('focusin', focused);
  document.addEventListener('focusout', left);
  // What has focus as this starts (it is loaded on the first key or focus) is held as if it had just taken it.
  take(document.activeElement);
  return () => {
    document.removeEventListener('focusin', focused);
    document.removeEventListener('focusout', left);
    stopLayers();
    observer.disconnect();
  };
}
