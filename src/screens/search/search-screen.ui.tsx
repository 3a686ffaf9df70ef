import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { launchAtom } from '../../../platform/index.ts';
import { Placeholder } from '../../../platform/ui.ts';
import { basketAtom, setLineCountAtom, unitsByProductAtom } from '../../entities/basket/basket.atoms.ts';
import { overallQuery } from '../../entities/catalogue/catalogue.api.ts';
import { needsOptions, shapeCatalogue } from '../../entities/catalogue/catalogue.lib.ts';
import { searchProducts } from '../../entities/catalogue/catalogue-search.lib.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { stockAt, useAddToBasket } from '../../features/add-to-basket/use-add-to-basket.ts';
import { useMenuBranch } from '../../features/locate-branch/use-menu-branch.ts';
import type { Language } from '../../shared/contract/common.ts';
import type { Product } from '../../shared/contract/catalogue.ts';
import { ProductCard } from '../../entities/catalogue/product-card.ui.tsx';
import { forgetSearch, readHistory, rememberSearch } from './search-history.ts';
import './search.css';

/** Lookup debounce of spec §9. */
const DEBOUNCE_MS = 50;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** `/search`: instant results over names and descriptions in every language and script, with recent searches. */
export function SearchScreen() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const merchantId = useAtomValue(merchantIdAtom);
  const launch = useAtomValue(launchAtom);
  const overall = useQuery(overallQuery(merchantId, launch.kind === 'telegram' ? 'TG' : 'WEB'));
  const { branchId } = useMenuBranch();
  const [query, setQuery] = useState('');
  const [history, setHistory] = useState(readHistory);
  const debounced = useDeferredValue(useDebounced(query, DEBOUNCE_MS));
  const units = useAtomValue(unitsByProductAtom);
  const basket = useAtomValue(basketAtom);
  const setLineCount = useSetAtom(setLineCountAtom);
  const add = useAddToBasket(branchId);

  const products = useMemo(() => (overall.data ? [...shapeCatalogue(overall.data, { branchId }).products.values()] : []), [overall.data, branchId]);
  const hits = useMemo(() => (debounced.trim() ? searchProducts(products, debounced, { limit: 60, language: i18n.language as Language }) : []), [products, debounced, i18n.language]);

  const onAdd = useCallback(
    (product: Product) => {
      setHistory(rememberSearch(query));
      if (needsOptions(product)) navigate(`/Product/${product.id}`);
      else add(product);
    },
    [add, navigate, query],
  );
  const onRemove = useCallback(
    (product: Product) => {
      const line = [...basket.items].reverse().find((item) => item.productId === product.id);
      if (line) setLineCount({ key: line.key, count: line.count - 1, stock: stockAt(product, branchId) });
    },
    [basket.items, setLineCount, branchId],
  );

  return (
    <main className="search" aria-labelledby="search-label">
      <form
        role="search"
        className="search__form"
        onSubmit={(event) => {
          event.preventDefault();
          setHistory(rememberSearch(query));
        }}
      >
        <label id="search-label" htmlFor="search-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-input"
          className="search__input"
          type="search"
          inputMode="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoFocus
          data-testid="search-input"
        />
      </form>
      {!query.trim() && history.length > 0 && (
        <section className="search__history" aria-labelledby="history-title">
          <h2 id="history-title">{t('search.recent')}</h2>
          <ul>
            {history.map((item) => (
              <li key={item}>
                <button type="button" className="search__history-item" onClick={() => setQuery(item)} data-testid="history-item">
                  {item}
                </button>
                <button type="button" className="search__history-remove" aria-label={t('search.forget', { query: item })} onClick={() => setHistory(forgetSearch(item))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {debounced.trim() && hits.length === 0 && overall.data && <Placeholder header={t('search.nothingFound')} data-testid="nothing-found" />}
      {hits.length > 0 && (
        <div className="product-grid product-grid--medium search__results" aria-live="polite" data-testid="search-results">
          {hits.map((hit) => (
            <ProductCard key={hit.productId} product={hit.product} view="MEDIUM" units={units.get(hit.productId) ?? 0} onAdd={onAdd} onRemove={onRemove} />
          ))}
        </div>
      )}
    </main>
  );
}
