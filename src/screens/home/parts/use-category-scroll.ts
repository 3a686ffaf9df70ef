import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { headingScrollTop, sectionAtLine } from './category-scroll.lib.ts';

/** A jump that has not landed by then is finished without animation (a smooth scroll takes well under a second). */
const JUMP_LIMIT_MS = 3000;
/** Frames the page must rest on the target before a jump counts as landed. */
const LANDED_FRAMES = 2;
/** Frames without movement short of the target after which the scroll is completed at once (it was interrupted). */
const STALLED_FRAMES = 12;
/** What a person does to take the scroll back during a jump. */
const TAKE_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

const sectionOf = (id: number) => document.getElementById(`category-${id}`);

/**
 * Whether a block of the menu near the viewport still stands in for its products (category-section.tsx marks it with
 * the margin at which it is drawn): drawn, its height changes, and the heights above the target with it.
 */
const blocksComing = (): boolean =>
  [...document.querySelectorAll<HTMLElement>('[data-draws-at]')].some((box) => {
    const margin = Number(box.dataset.drawsAt);
    const { top, bottom } = box.getBoundingClientRect();
    return bottom > -margin && top < window.innerHeight + margin;
  });
const headingOf = (id: number) => document.getElementById(`category-title-${id}`);

/** The bar's bottom edge once it is stuck: its sticky `top` plus its height. */
function stuckBottom(bar: HTMLElement): number {
  return (Number.parseFloat(getComputedStyle(bar).top) || 0) + bar.offsetHeight;
}

/** Where the window must scroll for the heading to sit just below the stuck bar, read afresh (blocks above may have been drawn since). */
function targetOf(heading: HTMLElement, bar: HTMLElement): number {
  const marginTop = Number.parseFloat(getComputedStyle(heading).marginTop) || 0;
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  return headingScrollTop(
    { top: heading.getBoundingClientRect().top, marginTop },
    window.scrollY,
    stuckBottom(bar),
    maxScroll,
  );
}

/**
 * The category bar's two ways of moving: it follows the scroll (the category under the bar's bottom edge is the active
 * one), and a tapped category is jumped to. A jump owns the highlight until it lands: the sections it passes do not
 * take it, and because blocks drawn on the way (near the viewport) change the heights above the target, the target is
 * read again on every frame and the scroll re-aimed, so the heading lands exactly below the bar. Wheel, touch, a
 * press or a key during the jump hand the scroll (and the highlight) back to the person.
 */
export function useCategoryScroll(
  ids: readonly number[],
  barRef: RefObject<HTMLElement | null>,
  onActive: (id: number) => void,
): (id: number) => void {
  /** Stops the jump under way, if any. */
  const stopJump = useRef<(() => void) | null>(null);
  /** The category last reported, so the same one is not reported on every frame. */
  const shown = useRef<number | null>(null);

  const show = useCallback(
    (id: number) => {
      if (shown.current === id) return;
      shown.current = id;
      onActive(id);
    },
    [onActive],
  );

  useEffect(() => {
    let frame = 0;
    const follow = () => {
      frame = 0;
      const bar = barRef.current;
      if (!bar || stopJump.current || ids.length === 0) return;
      const line = bar.getBoundingClientRect().bottom + 1;
      const index = sectionAtLine(
        ids.length,
        (i) => sectionOf(ids[i] ?? 0)?.getBoundingClientRect().top ?? Infinity,
        line,
      );
      const id = ids[index];
      if (id !== undefined) show(id);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(follow);
    };
    // On the next frame, not now: read now, the sections' places would make the browser lay the whole menu out at
    // once inside this task; the frame lays it out anyway.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [ids, barRef, show]);

  useEffect(() => () => stopJump.current?.(), []);

  return useCallback(
    (id: number) => {
      stopJump.current?.();
      show(id);
      const heading = headingOf(id);
      const bar = barRef.current;
      if (!heading || !bar) return;
      // Focus goes where the page goes (a keyboard's next Tab, a screen reader's next line: the category's dishes), not
      // left in the chips; the scroll below brings the heading into view.
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      const started = performance.now();
      let requested = Number.NaN;
      let lastY = Number.NaN;
      let landed = 0;
      let still = 0;
      let frame = 0;
      const stop = () => {
        cancelAnimationFrame(frame);
        bar.removeAttribute('data-jumping');
        for (const type of TAKE_OVER) window.removeEventListener(type, stop, true);
        if (stopJump.current === stop) stopJump.current = null;
      };
      const aim = (top: number, behavior: ScrollBehavior) => {
        window.scrollTo({ top, behavior });
        requested = top;
        still = 0;
      };
      const step = () => {
        const top = targetOf(heading, bar);
        const y = window.scrollY;
        if (performance.now() - started > JUMP_LIMIT_MS) {
          window.scrollTo({ top, behavior: 'instant' });
          stop();
          return;
        }
        still = y === lastY ? still + 1 : 0;
        // Landed only once the blocks drawn near it have come: drawn later, they would move it after the jump.
        landed = Math.abs(y - top) < 1 && !blocksComing() ? landed + 1 : 0;
        lastY = y;
        if (landed >= LANDED_FRAMES) {
          stop();
          return;
        }
        const moved = !(Math.abs(top - requested) < 1);
        // Aim again when the target moved (blocks drawn on the way changed the heights above it), but only once the
        // last stretch is on screen or the scroll has reached the old aim: a smooth scroll re-aimed on every frame
        // would start over from rest each time and crawl.
        if (
          moved &&
          (Number.isNaN(requested) || Math.abs(y - requested) < 1 || Math.abs(y - top) < window.innerHeight)
        ) {
          aim(top, smooth ? 'smooth' : 'instant');
        } else if (still >= STALLED_FRAMES && landed === 0) {
          aim(top, 'instant');
        }
        frame = requestAnimationFrame(step);
      };
      stopJump.current = stop;
      // A marker of the jump under way (for tests and styles); removed when it lands or the person takes over.
      bar.setAttribute('data-jumping', '');
      for (const type of TAKE_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
      step();
    },
    [barRef, show],
  );
}
