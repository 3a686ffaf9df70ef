import { useAtomValue } from 'jotai';
import { useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
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
import { HomeSkeleton } from './parts/home-skeleton.tsx';
import './home.css';

/** `/`: the menu of the branch, painted from the local copy at once and refreshed from the network. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { overall, shaped, branchId, complete } = useMenu();
  useCartButton(overall.data?.products);
  const settingsLoaded = useAtomValue(settingsLoadedAtom);
  const settings = useAtomValue(settingsAtom);
  const { units, onAdd, onRemove } = useBasketControls(branchId);
  const [active, setActive] = useState<number | null>(() => readStored(STORAGE_KEYS.activeCategory, z.number()));

  const onActive = useCallback((id: number) => {
    setActive(id);
    writeStored(STORAGE_KEYS.activeCategory, id);
  }, []);

  // The menu is drawn once, complete (see useMenu), and after the settings (they arrive with it, or come from this
  // device's copy): they decide which rows sit above it, and drawing it first would push it down when they come.
  // When the answers come in (not when the device's copy draws it at once), the menu is drawn as a deferred value:
  // React builds it in slices between other work instead of one long task, the skeleton standing meanwhile.
  const drawn = useDeferredValue(Boolean(shaped && complete && settingsLoaded));
  if (!shaped || !complete || !settingsLoaded || !drawn) {
    if (overall.isError) {
      return (
        <main className="screen screen--centered">
          <LoadFailed title={t('catalogue.loadFailed')} query={overall} />
        </main>
      );
    }
    return <HomeSkeleton label={t('catalogue.loading')} />;
  }
  if (shaped.categories.length === 0) {
    return (
      <main className="screen screen--centered">
        <Placeholder header={t('catalogue.empty')} />
      </main>
    );
  }
  return (
    <main className="home" aria-label={t('catalogue.title')}>
      <StoriesRow />
      <BannersRow />
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
    </main>
  );
}
