import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPicture } from './viewer-icons.ui.tsx';
import { mountedIndices, viewTransform, type Size, type View } from './image-viewer.lib.ts';
import type { useViewerGestures } from './use-viewer-gestures.ts';

export type ImageStatus = { kind: 'loaded'; size: Size } | { kind: 'error' };

export function ViewerStage({
  stageRef,
  gestures,
  ...props
}: {
  stageRef: RefObject<HTMLDivElement>;
  images: string[];
  index: number;
  currentAlt: string;
  view: View;
  zoomed: boolean;
  moving: boolean;
  status: Readonly<Record<string, ImageStatus>>;
  onStatus: (src: string, status: ImageStatus) => void;
  gestures: ReturnType<typeof useViewerGestures>;
}) {
  const { t } = useTranslation();
  const { images, index, status } = props;
  const classes = ['image-viewer__stage', props.zoomed && 'is-zoomed', props.moving && 'is-moving'].filter(Boolean);
  return (
    <div ref={stageRef} className={classes.join(' ')} data-testid="image-viewer-stage" {...gestures}>
      {mountedIndices(index, images.length).map((i) => {
        const src = images[i] ?? '';
        const current = i === index;
        const state = status[src];
        if (state?.kind === 'error') {
          return current ? (
            <div
              key={i}
              className="image-viewer__error"
              role="img"
              aria-label={`${props.currentAlt}. ${t('imageViewer.loadError')}`}
            >
              <PlaceholderPicture />
              <p aria-hidden="true">{t('imageViewer.loadError')}</p>
            </div>
          ) : null;
        }
        const size = state?.kind === 'loaded' ? state.size : null;
        return (
          <img
            key={i}
            className={`image-viewer__image${current ? ' image-viewer__image--current' : ''}${size ? '' : ' is-loading'}`}
            src={src}
            alt={current ? props.currentAlt : ''}
            aria-hidden={current ? undefined : true}
            decoding="async"
            draggable={false}
            data-testid={current ? 'image-viewer-image' : undefined}
            style={
              size
                ? { width: size.width, height: size.height, transform: current ? viewTransform(props.view) : undefined }
                : undefined
            }
            onLoad={(event) => {
              const image = event.currentTarget;
              // An SVG without intrinsic size reports 0: give it a square box rather than none at all.
              props.onStatus(src, {
                kind: 'loaded',
                size: { width: image.naturalWidth || 300, height: image.naturalHeight || 300 },
              });
            }}
            onError={() => props.onStatus(src, { kind: 'error' })}
          />
        );
      })}
      {status[images[index] ?? ''] === undefined && (
        <span className="image-viewer__spinner" role="progressbar" aria-label={t('imageViewer.loading')} />
      )}
    </div>
  );
}
