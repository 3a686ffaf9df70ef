import { Suspense, useRef, useState } from 'react';
import { useText } from '@/shared/i18n/texts.ts';
import type { Story } from '@/shared/contract/content.ts';
import { LazyImageViewer as ImageViewer, loadImageViewer } from '@/features/image-viewer/lazy-image-viewer.ts';
import { imageUrl, smallImageUrl } from '@/shared/lib/image-url.ts';
import { localize } from '@/shared/lib/localize.ts';
import type { RowPlace } from './row-place.ts';

/**
 * The stories row, in the place the home screen gives it (row-place.ts): round covers; a story plays its slides full screen, and moving
 * on past its last slide (arrow key, button or swipe) plays the next story, back past its first the previous one.
 */
export function StoriesRow({ place, list = [] }: { place: RowPlace; list?: Story[] }) {
  const { t, language } = useText();
  // The story playing, and from which end: the next one starts at its first slide, the previous one at its last.
  const [open, setOpen] = useState<{ story: Story; fromEnd: boolean } | null>(null);
  const row = useRef<HTMLDivElement>(null);
  if (place === 'none') return null;
  // The row's own size while it is held (see row-place.ts), so the menu under it does not move when they arrive.
  if (place === 'held') {
    return (
      <div className="stories skeleton-group" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className="skeleton stories__ghost" />
        ))}
      </div>
    );
  }
  const at = open ? list.indexOf(open.story) : -1;
  /** Past a story's last slide the next story plays, before its first the previous one; past the ends, nothing. */
  const onPastEnd = (direction: 1 | -1) => {
    const next = list[at + direction];
    if (next) setOpen({ story: next, fromEnd: direction < 0 });
  };
  // Closed, focus goes back to the cover of the story last played (not the first one opened).
  const returnFocus = () => row.current?.querySelectorAll<HTMLElement>('[data-testid="story"]')[at] ?? null;
  return (
    <>
      <div ref={row} className="stories" role="region" aria-label={t('catalogue.stories')} data-testid="stories">
        {list.map((story) => {
          const title = localize(story.title, language);
          return (
            <button
              key={story.id}
              type="button"
              className="stories__item"
              onPointerDown={() => void loadImageViewer()}
              onClick={() => setOpen({ story, fromEnd: false })}
              data-testid="story"
            >
              <img src={smallImageUrl(story.cover, 72)} alt="" width={72} height={72} loading="lazy" />
              <span>{title}</span>
            </button>
          );
        })}
      </div>
      {open && (
        <Suspense fallback={null}>
          <ImageViewer
            key={open.story.id}
            images={open.story.slides.map((slide) => imageUrl(slide.image))}
            startIndex={open.fromEnd ? open.story.slides.length - 1 : 0}
            open
            onClose={() => setOpen(null)}
            onPastEnd={onPastEnd}
            returnFocus={returnFocus}
            alt={localize(open.story.title, language)}
          />
        </Suspense>
      )}
    </>
  );
}
