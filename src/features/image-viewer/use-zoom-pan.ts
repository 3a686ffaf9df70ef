import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clampView, fitScale, isZoomed, type Size, type View } from './image-viewer.lib.ts';

export interface ZoomPan {
  /** The view to render. */
  view: View;
  /** The fitted scale of the current image (1 while its size is unknown). */
  fit: number;
  zoomed: boolean;
  /** The newest view, including one still waiting for its animation frame (read it in event handlers only). */
  latest: { readonly current: View };
  /** Commits a view now (bounded so the image cannot be lost). */
  commit: (next: View) => void;
  /** Queues a view for the next animation frame: many pointer moves cost at most one render per frame. */
  schedule: (next: View, options?: { bounded?: boolean }) => void;
  /** True while a gesture is moving the image (transitions off, `will-change` on). */
  moving: boolean;
  setMoving: (moving: boolean) => void;
}

/**
 * The zoom and pan of the current image. The view belongs to `resetKey` (image, its size, the viewport): when the
 * key changes the view falls back to the fit without an effect, so a new image always opens fitted.
 */
export function useZoomPan(image: Size | null, viewport: Size, resetKey: string): ZoomPan {
  const fit = image ? fitScale(image, viewport) : 1;
  const [state, setState] = useState<{ key: string; view: View } | null>(null);
  const [moving, setMoving] = useState(false);
  const view = state !== null && state.key === resetKey ? state.view : { scale: fit, x: 0, y: 0 };
  const latest = useRef<View>(view);
  const frame = useRef(0);

  useLayoutEffect(() => {
    if (frame.current === 0) latest.current = view;
  });
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const bound = useCallback((next: View) => (image ? clampView(next, image, viewport) : next), [image, viewport]);

  const commit = useCallback(
    (next: View) => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      const bounded = bound(next);
      latest.current = bounded;
      setState({ key: resetKey, view: bounded });
    },
    [bound, latest, resetKey],
  );

  const schedule = useCallback(
    (next: View, options?: { bounded?: boolean }) => {
      latest.current = options?.bounded === false ? next : bound(next);
      if (frame.current !== 0) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        setState({ key: resetKey, view: latest.current });
      });
    },
    [bound, latest, resetKey],
  );

  return { view, fit, zoomed: isZoomed(view.scale, fit), latest, commit, schedule, moving, setMoving };
}
