import { useEffect, useLayoutEffect, useRef, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import {
  createThrottle,
  distance,
  isDoubleTap,
  isZoomed,
  pinchView,
  swipeDirection,
  TAP_SLOP,
  type Point,
  type Size,
  type Tap,
  type View,
} from './image-viewer.lib.ts';
import type { ZoomPan } from './use-zoom-pan.ts';

export interface GestureOptions {
  stage: RefObject<HTMLDivElement>;
  viewport: Size;
  zoom: ZoomPan;
  /** Wheel: one zoom step in (1) or out (-1) around a point relative to the viewport centre. */
  onWheelStep: (direction: 1 | -1, anchor: Point) => void;
  /** Double-click / double-tap: fit <-> 2x around a point. */
  onToggleZoom: (anchor: Point) => void;
  /** A horizontal swipe while not zoomed: 1 = next image, -1 = previous. */
  onSwipe: (direction: 1 | -1) => void;
  /** Any touch of the image (pauses the slideshow). */
  onInteract: () => void;
}

type Gesture =
  | { kind: 'pan' | 'swipe'; start: Point; view: View }
  | { kind: 'pinch'; from: readonly [Point, Point]; view: View }
  | null;

/** A client position as an offset from the stage's centre, the frame every view is expressed in. */
function toStage(stage: HTMLElement | null, viewport: Size, clientX: number, clientY: number): Point {
  if (!Number.isFinite(clientX) || !Number.isFinite(clientY)) return { x: 0, y: 0 }; // a synthetic event: the centre
  const rect = stage?.getBoundingClientRect();
  return { x: clientX - (rect?.left ?? 0) - viewport.width / 2, y: clientY - (rect?.top ?? 0) - viewport.height / 2 };
}

/**
 * Pointer Events for mouse, touch and pen alike: one pointer pans a zoomed image or swipes between images, two
 * pointers pinch (scale by the distance ratio around the midpoint), a quick second tap toggles the zoom. The wheel
 * zooms one step per WHEEL_THROTTLE_MS around the cursor. Moves go through `zoom.schedule`, one render per frame.
 */
export function useViewerGestures(options: GestureOptions) {
  const latestOptions = useRef(options);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>(null);
  const lastTap = useRef<Tap | null>(null);
  const lastTapToggle = useRef(Number.NEGATIVE_INFINITY);
  useLayoutEffect(() => {
    latestOptions.current = options;
  });

  const { stage, viewport, zoom } = options;
  const at = (event: { clientX: number; clientY: number }) =>
    toStage(stage.current, viewport, event.clientX, event.clientY);

  /** (Re)starts the gesture for the pointers now down, from the newest view. */
  const begin = () => {
    const [first, second] = [...pointers.current.values()];
    const view = zoom.latest.current;
    if (first && second) gesture.current = { kind: 'pinch', from: [first, second], view };
    else if (first) gesture.current = { kind: isZoomed(view.scale, zoom.fit) ? 'pan' : 'swipe', start: first, view };
    else gesture.current = null;
    zoom.setMoving(gesture.current !== null);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    options.onInteract();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, at(event));
    begin();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = at(event);
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    if (current?.kind === 'pinch') {
      const [first, second] = [...pointers.current.values()];
      if (first && second) zoom.schedule(pinchView(current.view, current.from, [first, second]));
    } else if (current?.kind === 'pan') {
      const { view, start } = current;
      zoom.schedule({ scale: view.scale, x: view.x + point.x - start.x, y: view.y + point.y - start.y });
    } else if (current?.kind === 'swipe') {
      // Follow the finger sideways as feedback; released, the image springs back or the next one comes.
      zoom.schedule({ ...current.view, x: current.view.x + point.x - current.start.x }, { bounded: false });
    }
  };

  const finish = (event: PointerEvent<HTMLDivElement>, completed: boolean) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = completed ? at(event) : previous;
    pointers.current.delete(event.pointerId);
    const current = gesture.current;
    if (current?.kind === 'pinch') {
      const view = zoom.latest.current;
      zoom.commit(view.scale < zoom.fit ? { scale: zoom.fit, x: 0, y: 0 } : view);
      begin();
      return;
    }
    gesture.current = null;
    zoom.setMoving(false);
    if (!current) return;
    if (current.kind === 'pan') zoom.commit(zoom.latest.current);
    if (current.kind === 'swipe') {
      zoom.commit(current.view);
      const direction = completed ? swipeDirection(point.x - current.start.x, point.y - current.start.y) : 0;
      if (direction !== 0) options.onSwipe(direction);
    }
    if (completed && event.pointerType !== 'mouse' && distance(current.start, point) < TAP_SLOP) {
      const tap = { time: performance.now(), point };
      if (isDoubleTap(lastTap.current, tap)) {
        lastTap.current = null;
        lastTapToggle.current = tap.time;
        options.onToggleZoom(point);
      } else {
        lastTap.current = tap;
      }
    }
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    // A touch double-tap was handled on pointerup; some browsers follow it with a dblclick of their own.
    if (performance.now() - lastTapToggle.current < 500) return;
    options.onToggleZoom(at(event));
  };

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const pass = createThrottle();
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.deltaY === 0 || !pass(performance.now())) return;
      const { viewport: size, onWheelStep } = latestOptions.current;
      onWheelStep(event.deltaY < 0 ? 1 : -1, toStage(element, size, event.clientX, event.clientY));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [stage]);

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => finish(event, true),
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => finish(event, false),
    onDoubleClick,
  };
}
