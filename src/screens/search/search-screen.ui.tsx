import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchProducts } from '@/entities/catalogue/search/query.lib.ts';
import { ProductCard } from '@/entities/catalogue/product-card.ui.tsx';
import { useBasketControls } from '@/features/add-to-basket/use-basket-controls.ts';
import { heartCorner } from '@/features/toggle-favourite/favourite-button.ui.tsx';
import { useMenu } from '@/features/menu/use-menu.ts';
import type { Language } from '@/shared/contract/common.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
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
  const { overall, shaped, branchId } = useMenu();
  const [query, setQuery] = useState('');
  const [history, setHistory] = useState(readHistory);
  const debounced = useDeferredValue(useDebounced(query, DEBOUNCE_MS));
  const remember = useCallback(() => setHistory(rememberSearch(query)), [query]);
  const { units, onAdd, onRemove } = useBasketControls(branchId, remember);

  const products = useMemo(() => (shaped ? [...shaped.products.values()] : []), [shaped]);
  const hits = useMemo(
    () =>
      debounced.trim() ? searchProducts(products, debounced, { limit: 60, language: i18n.language as Language }) : [],
    [products, debounced, i18n.language],
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
                <button
                  type="button"
                  className="search__history-item"
                  onClick={() => setQuery(item)}
                  data-testid="history-item"
                >
                  {item}
                </button>
                <button
                  type="button"
                  className="search__history-remove"
                  aria-label={t('search.forget', { query: item })}
                  onClick={() => setHistory(forgetSearch(item))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {debounced.trim() && hits.length === 0 && overall.data && (
        <EmptyState title={t('search.nothingFound')} testId="nothing-found" />
      )}
      {hits.length > 0 && (
        <div
          className="product-grid product-grid--tile search__results"
          aria-live="polite"
          data-testid="search-results"
        >
          {hits.map((hit) => (
            <ProductCard
              key={hit.productId}
              product={hit.product}
              units={units.get(hit.productId) ?? 0}
              onAdd={onAdd}
              onRemove={onRemove}
              corner={heartCorner}
              offline={shaped?.offline.has(hit.productId)}
            />
          ))}
        </div>
      )}
    </main>
  );
}
