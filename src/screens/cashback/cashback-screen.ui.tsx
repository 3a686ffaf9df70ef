import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cashbackHistoryAtom } from '@/entities/cashback/cashback.queries.ts';
import { userAtom } from '@/entities/session/session.atoms.ts';
import { useRefreshUser } from '@/entities/session/refresh-user.ts';
import { CustomerScreen } from '@/features/customer-only/customer-screen.ui.tsx';
import type { CashbackMove } from '@/shared/contract/user.ts';
import { formatAmount, formatDate } from '@/shared/lib/format.ts';
import { paths } from '@/shared/routing/paths.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import './cashback.css';

/**
 * `/user/cashback`: the balance and where it came from, newest first: the welcome bonus, what delivered orders
 * earned, what orders spent and what cancellations gave back, each move with its order (a link to it). Behind
 * `cashbackActive`; a guest is asked to log in.
 */
export function CashbackScreen() {
  const { t } = useTranslation();
  return (
    <CustomerScreen
      id="cashback"
      className="cashback"
      title={t('cashback.title')}
      returnTo={paths.cashback}
      guest={{ text: t('cashback.guestText') }}
    >
      <Balance />
      <History />
    </CustomerScreen>
  );
}

function Balance() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  // The balance is the stored user's: read again as the page opens, so cashback earned since (an order delivered
  // while the app stayed open) shows here as it shows in the history below.
  const refreshUser = useRefreshUser();
  useEffect(() => refreshUser({ userOnly: true }), [refreshUser]);
  return (
    <p className="card cashback__balance">
      <span className="cashback__balance-label">{t('cashback.balance')}</span>
      <strong data-testid="cashback-balance">{formatAmount(user?.cashback ?? 0, t('common.currency'))}</strong>
    </p>
  );
}

function History() {
  const { t } = useTranslation();
  const history = useAtomValue(cashbackHistoryAtom);
  if (history.data && history.data.length === 0)
    return <EmptyState title={t('cashback.empty')} text={t('cashback.emptyText')} testId="cashback-empty" />;
  if (history.data)
    return (
      <ul className="cashback__list" aria-label={t('cashback.history')} data-testid="cashback-history">
        {history.data.map((move) => (
          <MoveRow key={move.id} move={move} />
        ))}
      </ul>
    );
  if (history.isError) return <LoadFailed title={t('cashback.loadFailed')} query={history} />;
  return (
    <div className="cashback__list" role="status" aria-label={t('common.loading')}>
      {[0, 1, 2].map((row) => (
        <span key={row} className="skeleton cashback__pending" />
      ))}
    </div>
  );
}

function MoveRow({ move }: { move: CashbackMove }) {
  const { t } = useTranslation();
  const plus = move.kind !== 'SPENT';
  const amount = `${plus ? '+' : '−'}${formatAmount(move.amount, t('common.currency'))}`;
  return (
    <li className="cashback__move" data-testid="cashback-move" data-kind={move.kind}>
      <span className="cashback__what">
        <span className="cashback__kind">{t(`cashback.kinds.${move.kind}`)}</span>
        <span className="cashback__when">
          <time dateTime={move.createdDate}>{formatDate(move.createdDate, { time: true })}</time>
          {move.orderId !== null && move.orderNumber && (
            <>
              {' · '}
              <Link href={paths.order(move.orderId)}>{t('cashback.order', { number: move.orderNumber })}</Link>
            </>
          )}
        </span>
      </span>
      <span className="cashback__amount">{amount}</span>
    </li>
  );
}
