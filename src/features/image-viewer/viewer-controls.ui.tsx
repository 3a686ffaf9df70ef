import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CloseIcon,
  FitIcon,
  NextIcon,
  PauseIcon,
  PlayIcon,
  PreviousIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './viewer-icons.ui.tsx';

function ControlButton({
  label,
  onClick,
  className,
  children,
  buttonRef,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
  buttonRef?: RefObject<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`image-viewer__button${className ? ` ${className}` : ''}`}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Everything drawn over the image: counter, close, previous/next, zoom and slideshow buttons, the hint. */
export function ViewerControls({
  closeRef,
  ...props
}: {
  index: number;
  count: number;
  playing: boolean;
  hint: string;
  closeRef: RefObject<HTMLButtonElement>;
  onClose: () => void;
  onGo: (delta: 1 | -1) => void;
  onZoom: (direction: 1 | -1) => void;
  onFit: () => void;
  onTogglePlay: () => void;
}) {
  const { t } = useTranslation();
  const several = props.count > 1;
  return (
    <>
      <div className="image-viewer__top">
        {/* Read out as the arrows move on ("2 / 5"). */}
        <span className="image-viewer__counter" aria-live="polite" data-testid="image-viewer-counter">
          {several ? `${props.index + 1} / ${props.count}` : ''}
        </span>
        <ControlButton label={t('imageViewer.close')} onClick={props.onClose} buttonRef={closeRef}>
          <CloseIcon />
        </ControlButton>
      </div>
      {several && (
        <>
          <ControlButton
            label={t('imageViewer.previous')}
            onClick={() => props.onGo(-1)}
            className="image-viewer__side image-viewer__side--previous"
          >
            <PreviousIcon />
          </ControlButton>
          <ControlButton
            label={t('imageViewer.next')}
            onClick={() => props.onGo(1)}
            className="image-viewer__side image-viewer__side--next"
          >
            <NextIcon />
          </ControlButton>
        </>
      )}
      <div className="image-viewer__hint" role="status" aria-live="polite" data-testid="image-viewer-hint">
        {props.hint}
      </div>
      <div className="image-viewer__toolbar">
        <ControlButton label={t('imageViewer.zoomOut')} onClick={() => props.onZoom(-1)}>
          <ZoomOutIcon />
        </ControlButton>
        <ControlButton label={t('imageViewer.fit')} onClick={props.onFit}>
          <FitIcon />
        </ControlButton>
        <ControlButton label={t('imageViewer.zoomIn')} onClick={() => props.onZoom(1)}>
          <ZoomInIcon />
        </ControlButton>
        {several && (
          <ControlButton
            label={t(props.playing ? 'imageViewer.pause' : 'imageViewer.play')}
            onClick={props.onTogglePlay}
          >
            {props.playing ? <PauseIcon /> : <PlayIcon />}
          </ControlButton>
        )}
      </div>
    </>
  );
}
