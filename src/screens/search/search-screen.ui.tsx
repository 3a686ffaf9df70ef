import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { searchProducts } from '@/entities/catalogue/search/query.lib.ts';
import { ProductCard } from '@/entities/catalogue/product-card.ui.tsx';
import { useBasketControls } from '@/features/add-to-basket/use-basket-controls.ts';
import { heartCorner } from '@/features/toggle-favourite/favourite-button.ui.tsx';
import { useMenu } from '@/features/menu/use-menu.ts';
import type { Language } from '@/shared/contract/common.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { ProductGridSkeleton } from '@/shared/ui/product-grid-skeleton.tsx';
import { Button } from '@/shared/ui/kit.ts';
import { paths, withSearch } from '@/shared/routing/paths.ts';
import { FIRST_SCREEN_PICTURES } from '@/shared/lib/image-url.ts';
import type { Product } from '@/shared/contract/catalogue.ts';
import { forgetSearch, readHistory, rememberSearch } from './search-history.ts';
import './search.css';

/** Dishes under 'Popular' while nothing is typed. */
const POPULAR = 6;

/** The most reviewed dishes (then the menu's own order): what others order, to start from. */
const popularOf = (products: readonly Product[]): Product[] =>
  [...products].sort((a, b) => (b.gradeCount ?? 0) - (a.gradeCount ?? 0)).slice(0, POPULAR);

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

/**
 * `/search`: instant results over names and descriptions in every language and script. Before anything is typed:
 * recent searches and popular dishes; nothing found offers to clear the search or go to the menu.
 */
export function SearchScreen() {
  const { t, i18n } = useTranslation();
  const { overall, shaped, branchId } = useMenu();
  // The query is kept in the page's address (`?q=`): a reload, or coming back from a dish opened full-screen, finds the
  // same results.
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [query, setQuery] = useState(() => new URLSearchParams(search).get('q') ?? '');
  const field = useRef<HTMLInputElement>(null);
  const [history, setHistory] = useState(readHistory);
  const debounced = useDeferredValue(useDebounced(query, DEBOUNCE_MS));
  const remember = useCallback(() => setHistory(rememberSearch(query)), [query]);
  // The address follows every key at once, not the debounced lookup: a reload right after a key finds what was typed.
  // Only while it is the search's address: a dish opened over the results (a pop-up) has an address of its own.
  useEffect(() => {
    if (path !== paths.search) return;
    const params = new URLSearchParams(search);
    if ((params.get('q') ?? '') === query) return;
    if (query) params.set('q', query);
    else params.delete('q');
    try {
      navigate(withSearch(paths.search, params.toString()), { replace: true, state: window.history.state as unknown });
    } catch (error) {
      // Safari refuses more than some hundred address changes in a few seconds: the field and results go on.
      console.debug('[search] the address could not follow the query', error);
    }
  }, [query, search, path, navigate]);
  const { units, onAdd, onRemove } = useBasketControls(branchId, remember);

  const products = useMemo(() => (shaped ? [...shaped.products.values()] : []), [shaped]);
  const popular = useMemo(() => popularOf(products), [products]);
  const card = (product: Product, priority = false) => (
    <ProductCard
      key={product.id}
      product={product}
      priority={priority}
      units={units.get(product.id) ?? 0}
      onAdd={onAdd}
      onRemove={onRemove}
      corner={heartCorner}
      offline={shaped?.offline.has(product.id)}
    />
  );
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
          maxLength={100}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoFocus
          ref={field}
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
      {/* Typing goes on while the menu comes; what is found, and what is popular (in its place), waits for it. */}
      {!shaped &&
        (overall.isError ? (
          <LoadFailed title={t('catalogue.loadFailed')} query={overall} />
        ) : (
          <ProductGridSkeleton label={t('catalogue.loading')} testId="search-loading" />
        ))}
      {!query.trim() && popular.length > 0 && (
        <section className="search__popular" aria-labelledby="popular-title">
          <h2 id="popular-title">{t('search.popular')}</h2>
          <div className="product-grid product-grid--tile" data-testid="search-popular">
            {/* The screen's first pictures: the first row loads at once, the others when near. */}
            {popular.map((product, index) => card(product, index < FIRST_SCREEN_PICTURES))}
          </div>
        </section>
      )}
      {debounced.trim() && hits.length === 0 && overall.data && (
        <EmptyState
          title={t('search.nothingFound')}
          text={t('search.nothingText')}
          testId="nothing-found"
          action={
            <div className="search__ways">
              <Button
                mode="bezeled"
                onClick={() => {
                  setQuery('');
                  field.current?.focus();
                }}
                data-testid="search-clear"
              >
                {t('search.clear')}
              </Button>
              <Link href={paths.home} asChild>
                <Button Component="a" mode="plain">
                  {t('common.toMenu')}
                </Button>
              </Link>
            </div>
          }
        />
      )}
      {hits.length > 0 && (
        <div className="product-grid product-grid--tile search__results" data-testid="search-results">
          {hits.map((hit) => card(hit.product))}
        </div>
      )}
      {/* What a search found, said in a few words (not the cards, read out one by one at each key): a region always
          in the page, so a screen reader hears each change of it. */}
      <p className="visually-hidden" role="status" data-testid="search-status">
        {debounced.trim() && overall.data
          ? hits.length > 0
            ? t('search.found', { count: hits.length })
            : t('search.nothingFound')
          : ''}
      </p>
    </main>
  );
}
