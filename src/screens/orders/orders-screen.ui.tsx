import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { TabsList } from '@/shared/ui/kit.ts';
import { ActiveOrders } from './parts/active-orders.tsx';
import { ArchiveOrders } from './parts/archive-orders.tsx';
import { paths } from '@/shared/routing/paths.ts';
import './orders-screen.css';
import { CustomerScreen } from '@/features/customer-only/customer-screen.ui.tsx';

type Tab = 'active' | 'archive';
const TABS: readonly Tab[] = ['active', 'archive'];

/**
 * `/orders`: the signed-in customer's orders under Active and Archive tabs (the tab is kept in `?tab=archive`, so
 * coming back from an order lands on the same tab). A guest is asked to log in and is brought back here.
 */
export function OrdersScreen() {
  const { t } = useTranslation();
  return (
    <CustomerScreen
      id="orders"
      className="orders-screen"
      title={t('orders.title')}
      returnTo={paths.orders}
      guest={{ title: t('errors.unauthorized'), text: t('orders.guestText') }}
    >
      <OrderTabs />
    </CustomerScreen>
  );
}

function OrderTabs() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const tabs = useRef<HTMLDivElement>(null);
  const tab: Tab = new URLSearchParams(search).get('tab') === 'archive' ? 'archive' : 'active';
  const choose = (next: Tab, focus = false) => {
    if (next !== tab) navigate(next === 'archive' ? paths.ordersArchive : paths.orders, { replace: true });
    if (focus) tabs.current?.querySelector<HTMLElement>(`#orders-tab-${next}`)?.focus();
  };
  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern); the chosen tab is the one in the Tab order.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (index + step + TABS.length) % TABS.length;
    choose(TABS[next] ?? 'active', true);
  };
  return (
    <>
      <div ref={tabs} onKeyDown={onKeyDown}>
        <TabsList aria-label={t('orders.tabs')} className="orders-screen__tabs">
          {TABS.map((id) => (
            <TabsList.Item
              key={id}
              id={`orders-tab-${id}`}
              selected={tab === id}
              aria-selected={tab === id}
              aria-controls="orders-panel"
              tabIndex={tab === id ? 0 : -1}
              onClick={() => choose(id)}
              data-testid={`orders-tab-${id}`}
            >
              {t(id === 'active' ? 'orders.active' : 'orders.archive')}
            </TabsList.Item>
          ))}
        </TabsList>
      </div>
      <section role="tabpanel" id="orders-panel" aria-labelledby={`orders-tab-${tab}`} className="orders-screen__panel">
        {tab === 'active' ? <ActiveOrders /> : <ArchiveOrders />}
      </section>
    </>
  );
}
