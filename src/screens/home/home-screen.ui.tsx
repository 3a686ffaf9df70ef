import { useAtomValue } from 'jotai';
import { useCallback, useDeferredValue, useState } from 'react';
import { useText } from '@/shared/i18n/texts.ts';
import * as v from 'valibot';
import { Placeholder } from '@/shared/ui/kit.ts';
import { useBasketControls } from '@/features/add-to-basket/use-basket-controls.ts';
import { heartCorner } from '@/features/toggle-favourite/favourite-button.ui.tsx';
import { useCartButton } from '@/features/add-to-basket/use-cart-button.ts';
import { useMenu } from '@/features/menu/use-menu.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { settingsAtom, settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import { FIRST_SCREEN_PICTURES } from '@/shared/lib/image-url.ts';
import { readStored, STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';
import { BannersRow } from './parts/banners-row.tsx';
import { StoriesRow } from './parts/stories-row.tsx';
import { CategoryBar } from './parts/category-bar.tsx';
import { CategorySection } from './parts/category-section.tsx';
import { MenuSkeleton } from './parts/menu-skeleton.tsx';
import { rowPlace } from './parts/row-place.ts';
import { bannersAtom, storiesAtom } from './home.queries.ts';
import './home.css';

/** `/`: the menu of the branch, painted from the local copy at once and refreshed from the network. */
export function HomeScreen() {
  const { t } = useText();
  const { overall, shaped, branchId, complete } = useMenu();
  useCartButton(shaped);
  const settingsLoaded = useAtomValue(settingsLoadedAtom);
  const settings = useAtomValue(settingsAtom);
  const stories = useAtomValue(storiesAtom);
  const banners = useAtomValue(bannersAtom);
  const { units, onAdd, onRemove } = useBasketControls(branchId);
  const [active, setActive] = useState<number | null>(() => readStored(STORAGE_KEYS.activeCategory, v.number()));

  const onActive = useCallback((id: number) => {
    setActive(id);
    writeStored(STORAGE_KEYS.activeCategory, id);
  }, []);

  // The menu is drawn once, complete (see useMenu), and after the settings (they arrive with it, or come from this
  // device's copy). When the answers come in (not when the device's copy draws it at once), it is drawn as a deferred
  // value: React builds it in slices between other work instead of one long task, its skeleton standing meanwhile.
  const ready = Boolean(shaped && complete && settingsLoaded);
  const drawn = useDeferredValue(ready) && ready;
  // A failed menu says so with its retry; an empty one says it is empty.
  const notice = drawn
    ? shaped?.categories.length === 0 && <Placeholder header={t('catalogue.empty')} />
    : overall.isError && <LoadFailed title={t('catalogue.loadFailed')} query={overall} />;
  if (notice) return <main className="screen screen--centered">{notice}</main>;
  // The rows come ahead of the menu; a row found empty or off draws the page anew (parts/row-place.ts).
  const storiesPlace = rowPlace(settingsLoaded ? settings.storiesActive : null, stories.data);
  const bannersPlace = rowPlace(settingsLoaded ? settings.bannersActive : null, banners.data);
  return (
    <main
      key={`${storiesPlace === 'none'}${bannersPlace === 'none'}`}
      className="home"
      aria-label={t(drawn ? 'catalogue.title' : 'catalogue.loading')}
      aria-busy={!drawn || undefined}
    >
      <StoriesRow place={storiesPlace} list={stories.data} />
      <BannersRow place={bannersPlace} list={banners.data} />
      {drawn && shaped ? (
        <>
          {/* The merchant's 'navigation view': the sticky bar of category chips. */}
          {settings.isNavigationViewEnabled && (
            <CategoryBar categories={shaped.categories} active={active} onActive={onActive} />
          )}
          {shaped.categories.map((category, index) => (
            <CategorySection
              key={category.id}
              category={category}
              units={units}
              onAdd={onAdd}
              onRemove={onRemove}
              corner={heartCorner}
              priorityPictures={index === 0 ? FIRST_SCREEN_PICTURES : 0}
            />
          ))}
        </>
      ) : (
        <MenuSkeleton />
      )}
    </main>
  );
}
