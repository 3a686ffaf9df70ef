import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { launchAtom } from '../../../platform/index.ts';
import { Button, Placeholder } from '../../../platform/ui.ts';
import { basketAtom, setLineCountAtom, unitsByProductAtom } from '../../entities/basket/basket.atoms.ts';
import { gradesQuery, overallQuery } from '../../entities/catalogue/catalogue.api.ts';
import { needsOptions, shapeCatalogue } from '../../entities/catalogue/catalogue.lib.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { stockAt, useAddToBasket } from '../../features/add-to-basket/use-add-to-basket.ts';
import { useMenuBranch } from '../../features/locate-branch/use-menu-branch.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { errorText } from '../../shared/api/error-text.ts';
import type { Product } from '../../shared/contract/catalogue.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/lib/storage.ts';
import * as z from 'zod/mini';
import { CategoryBar } from './parts/category-bar.tsx';
import { CategorySection } from './parts/category-section.tsx';
import { HomeSkeleton } from './parts/home-skeleton.tsx';
import './home.css';

/** `/`: the menu of the branch, painted from the local copy at once and refreshed from the network. */
export function HomeScreen() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const merchantId = useAtomValue(merchantIdAtom);
  const launch = useAtomValue(launchAtom);
  const overall = useQuery(overallQuery(merchantId, launch.kind === 'telegram' ? 'TG' : 'WEB'));
  const grades = useQuery(gradesQuery(merchantId));
  const { branchId } = useMenuBranch();
  const units = useAtomValue(unitsByProductAtom);
  const basket = useAtomValue(basketAtom);
  const setLineCount = useSetAtom(setLineCountAtom);
  const add = useAddToBasket(branchId);
  const [active, setActive] = useState<number | null>(() => readStored(STORAGE_KEYS.activeCategory, z.number()));

  const shaped = useMemo(() => (overall.data ? shapeCatalogue(overall.data, { branchId, grades: grades.data }) : null), [overall.data, branchId, grades.data]);

  const onActive = useCallback((id: number) => {
    setActive(id);
    writeStored(STORAGE_KEYS.activeCategory, id);
  }, []);
  const onAdd = useCallback(
    (product: Product) => {
      if (needsOptions(product)) navigate(`/Product/${product.id}`);
      else add(product);
    },
    [add, navigate],
  );
  const onRemove = useCallback(
    (product: Product) => {
      // Take one unit off the product's last line.
      const line = [...basket.items].reverse().find((item) => item.productId === product.id);
      if (line) setLineCount({ key: line.key, count: line.count - 1, stock: stockAt(product, branchId) });
    },
    [basket.items, setLineCount, branchId],
  );

  if (!shaped) {
    if (overall.isError) {
      const error = overall.error instanceof ApiError ? errorText(overall.error, i18n.language, t) : t('common.error');
      return (
        <main className="screen screen--centered">
          <Placeholder header={t('catalogue.loadFailed')} description={error} action={<Button onClick={() => void overall.refetch()}>{t('common.retry')}</Button>} />
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
      <CategoryBar categories={shaped.categories} active={active} onActive={onActive} />
      {shaped.categories.map((category) => (
        <CategorySection key={category.id} category={category} units={units} onAdd={onAdd} onRemove={onRemove} />
      ))}
    </main>
  );
}
