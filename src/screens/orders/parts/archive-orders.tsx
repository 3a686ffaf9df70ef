import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@/shared/ui/kit.ts';
import { archivePagesAtom } from '@/entities/order/order.queries.ts';
import type { Order } from '@/shared/contract/order.ts';
import { NoOrders, OrdersFailed } from './list-states.tsx';
import { OrderRows, OrderRowsSkeleton } from './order-row.tsx';

/**
 * The Archive tab: finished and cancelled orders, 10 a page. The next page loads when the end of the list scrolls
 * into view (an IntersectionObserver on a sentinel); the 'Load more' button does the same where that is unavailable
 * or for keyboard users.
 */
export function ArchiveOrders() {
  const { t } = useTranslation();
  const pages = useAtomValue(archivePagesAtom);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const sentinel = useRef<HTMLDivElement>(null);

  // A newly archived order shifts later pages by one: the same order may come twice.
  const orders = useMemo(() => {
    const seen = new Set<number>();
    const out: Order[] = [];
    for (const page of pages.data?.pages ?? []) {
      for (const order of page.content) {
        if (seen.has(order.id)) continue;
        seen.add(order.id);
        out.push(order);
      }
    }
    return out;
  }, [pages.data]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, orders.length]);

  if (pages.isPending) return <OrderRowsSkeleton label={t('orders.loading')} />;
  if (pages.isError && orders.length === 0) return <OrdersFailed query={pages} />;
  if (orders.length === 0) return <NoOrders archive />;
  return (
    <>
      <OrderRows orders={orders} />
      <div ref={sentinel} className="orders-screen__sentinel" aria-hidden="true" />
      {hasNextPage && (
        <div className="orders-screen__more">
          {isFetchingNextPage ? (
            <Spinner size="m" aria-label={t('orders.loading')} data-testid="orders-more-loading" />
          ) : (
            <Button size="m" mode="bezeled" onClick={() => void fetchNextPage()} data-testid="orders-more">
              {t('orders.loadMore')}
            </Button>
          )}
        </div>
      )}
      {pages.isFetchNextPageError && (
        <p className="form-error" role="alert" data-testid="orders-more-error">
          {t('orders.moreFailed')}
        </p>
      )}
    </>
  );
}
