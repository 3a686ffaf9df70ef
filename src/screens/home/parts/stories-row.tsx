import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import type { Story } from '@/shared/contract/content.ts';
import { withMessages } from '@/shared/i18n/i18n.ts';
import { imageUrl } from '@/shared/lib/image-url.ts';
import { localize } from '@/shared/lib/localize.ts';
import { storiesAtom } from '@/screens/home/home.queries.ts';

/** The story player comes with the first story opened, not with the menu. */
const loadViewer = () => withMessages(() => import('@/features/image-viewer/image-viewer.ui.tsx'));
const ImageViewer = lazy(async () => ({ default: (await loadViewer()).ImageViewer }));

/** The stories row, when the merchant turns stories on: round covers; a story plays its slides full screen. */
export function StoriesRow() {
  const { t, i18n } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const stories = useAtomValue(storiesAtom);
  const [open, setOpen] = useState<Story | null>(null);
  if (!settings.storiesActive) return null;
  // The row's own size while the stories load, so the menu under it does not move when they arrive.
  if (stories.isPending) {
    return (
      <div className="stories" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className="skeleton stories__ghost" />
        ))}
      </div>
    );
  }
  if (!stories.data || stories.data.length === 0) return null;
  return (
    <>
      <div className="stories" role="region" aria-label={t('catalogue.stories')} data-testid="stories">
        {stories.data.map((story) => {
          const title = localize(story.title, i18n.language);
          return (
            <button
              key={story.id}
              type="button"
              className="stories__item"
              onPointerDown={() => void loadViewer()}
              onClick={() => setOpen(story)}
              data-testid="story"
            >
              <img src={imageUrl(story.cover)} alt="" width={72} height={72} loading="lazy" />
              <span>{title}</span>
            </button>
          );
        })}
      </div>
      {open && (
        <Suspense fallback={null}>
          <ImageViewer
            images={open.slides.map((slide) => imageUrl(slide.image))}
            open
            onClose={() => setOpen(null)}
            alt={localize(open.title, i18n.language)}
          />
        </Suspense>
      )}
    </>
  );
}
