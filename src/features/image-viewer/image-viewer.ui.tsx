import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { hapticsAtom, useBackButton } from '@platform/index.ts';
import { useTopLayer } from '@/shared/ui/layers.ts';
import { ViewerControls } from './viewer-controls.ui.tsx';
import { useHint } from './use-hint.ts';
import { trapTab, useModalFocus } from './use-modal-focus.ts';
import { useViewportSize } from './use-viewport-size.ts';
import {
  DOUBLE_TAP_ZOOM,
  SLIDESHOW_INTERVAL_MS,
  stepScale,
  wrapIndex,
  zoomAround,
  zoomPercent,
  type Point,
} from './image-viewer.lib.ts';
import { ViewerStage, type ImageStatus } from './viewer-stage.ui.tsx';
import { useViewerGestures } from './use-viewer-gestures.ts';
import { useZoomPan } from './use-zoom-pan.ts';
import './image-viewer.css';

export interface ImageViewerProps {
  images: string[];
  /** The image shown first (default 0). */
  startIndex?: number;
  open: boolean;
  onClose: () => void;
  /** What the images show (the product name): the dialog's label and the images' alt text. */
  alt: string;
  /**
   * Moving on from the last image (1) or back from the first (-1), by key, button or swipe: given, the owner takes
   * over (the stories row opens the next or previous story); without it, the gallery wraps round.
   */
  onPastEnd?: (direction: 1 | -1) => void;
  /** Where focus goes when the viewer closes (default: the control that had it when the viewer opened). */
  returnFocus?: () => HTMLElement | null;
}

/**
 * A full-screen viewer for a product's gallery (spec §9): fitted to 90% of the screen, zoom by buttons, keys, wheel,
 * double-tap and pinch, pan when zoomed, swipe or arrows between images, a slideshow. Rendered in a portal inside
 * the topmost layer (e.g. the product pop-up it was opened from), else over the page; nothing is mounted while
 * closed, so each opening starts fresh at `startIndex`.
 */
export function ImageViewer(props: ImageViewerProps) {
  const layer = useTopLayer();
  if (!props.open || props.images.length === 0) return null;
  return createPortal(<ViewerDialog {...props} />, layer ?? document.body);
}

const CENTRE: Point = { x: 0, y: 0 };

function ViewerDialog({ images, startIndex = 0, onClose, alt, onPastEnd, returnFocus }: ImageViewerProps) {
  const { t } = useTranslation();
  const haptics = useAtomValue(hapticsAtom);
  const count = images.length;
  const [position, setPosition] = useState(() => wrapIndex(startIndex, count));
  const index = wrapIndex(position, count); // stays valid if the list shrinks while open
  const [status, setStatus] = useState<Record<string, ImageStatus>>({});
  const [playing, setPlaying] = useState(false);
  const [hint, showHint] = useHint();
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);

  const viewport = useViewportSize();
  const src = images[index] ?? '';
  const loaded = status[src];
  const natural = loaded?.kind === 'loaded' ? loaded.size : null;
  const zoom = useZoomPan(
    natural,
    viewport,
    `${index}|${src}|${natural?.width}x${natural?.height}|${viewport.width}x${viewport.height}`,
  );

  useModalFocus(rootRef, closeRef, returnFocus);
  // Telegram's native back button closes the viewer rather than leaving the screen. A stable action, so the
  // override is not re-sent on every frame of a gesture.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const close = useCallback(() => onCloseRef.current(), []);
  useBackButton({ visible: true, action: close });

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => setPosition((i) => wrapIndex(i + 1, count)), SLIDESHOW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  /** Any hands-on action pauses a running slideshow. */
  const interact = () => {
    if (!playing) return;
    setPlaying(false);
    showHint(t('imageViewer.paused'));
  };
  const togglePlay = () => {
    if (count < 2) return;
    setPlaying(!playing);
    showHint(t(playing ? 'imageViewer.paused' : 'imageViewer.started'));
  };
  const go = (delta: 1 | -1) => {
    if (onPastEnd && (index + delta < 0 || index + delta >= count)) {
      interact();
      onPastEnd(delta);
      return;
    }
    if (count < 2) return;
    interact();
    haptics.selection();
    setPosition(wrapIndex(index + delta, count));
  };
  const zoomBy = (direction: 1 | -1, anchor: Point = CENTRE) => {
    interact();
    if (!natural) return; // nothing to zoom while loading or failed
    const view = zoom.latest.current;
    const next = zoomAround(view, stepScale(view.scale, direction), anchor);
    zoom.commit(next);
    showHint(t('imageViewer.zoomLevel', { percent: zoomPercent(next.scale) }));
  };
  const fit = () => {
    interact();
    zoom.commit({ scale: zoom.fit, x: 0, y: 0 });
  };
  const toggleZoom = (anchor: Point) => {
    if (!natural) return;
    if (zoom.zoomed) fit();
    else {
      interact();
      zoom.commit(zoomAround(zoom.latest.current, zoom.fit * DOUBLE_TAP_ZOOM, anchor));
    }
  };

  const gestures = useViewerGestures({
    stage: stageRef,
    viewport,
    zoom,
    onWheelStep: zoomBy,
    onToggleZoom: toggleZoom,
    onSwipe: go,
    onInteract: interact,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') return trapTab(event, rootRef.current);
    if (event.altKey || event.ctrlKey || event.metaKey) return; // leave the browser's own Ctrl/Cmd shortcuts alone
    const actions: Record<string, () => void> = {
      Escape: onClose,
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      _: () => zoomBy(-1),
      '0': fit,
      ' ': togglePlay,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const currentAlt = count > 1 ? t('imageViewer.imageAlt', { name: alt, current: index + 1, total: count }) : alt;
  return (
    <div
      ref={rootRef}
      className="image-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('imageViewer.label', { name: alt })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // Space activates a focused button on key-up: the slideshow toggle already took it on key-down.
      onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
      data-testid="image-viewer"
    >
      <ViewerStage
        stageRef={stageRef}
        images={images}
        index={index}
        currentAlt={currentAlt}
        view={zoom.view}
        zoomed={zoom.zoomed}
        moving={zoom.moving}
        status={status}
        onStatus={(key, next) => setStatus((previous) => ({ ...previous, [key]: next }))}
        gestures={gestures}
      />
      <ViewerControls
        index={index}
        count={count}
        playing={playing}
        hint={hint}
        closeRef={closeRef}
        onClose={onClose}
        onGo={go}
        onZoom={zoomBy}
        onFit={fit}
        onTogglePlay={togglePlay}
      />
    </div>
  );
}
