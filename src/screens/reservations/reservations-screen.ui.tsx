import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMainButton } from '@platform/index.ts';
import { branchesAtom } from '@/entities/branch/branch.queries.ts';
import { cancelReservation, reservationsQuery } from '@/entities/reservation/reservation.api.ts';
import { useSeatLabel } from '@/entities/branch/use-seat-label.ts';
import { cancellable, inOrder } from '@/entities/reservation/reservation.lib.ts';
import { reservationsAtom } from '@/entities/reservation/reservation.queries.ts';
import { isSignedInAtom } from '@/entities/session/session.atoms.ts';
import { unwrap } from '@/shared/api/api-error.ts';
import { merchantIdAtom, userIdAtom } from '@/shared/api/scope.atoms.ts';
import { toApiError } from '@/shared/api/client.ts';
import { errorText } from '@/shared/api/error-text.ts';
import type { Language } from '@/shared/contract/common.ts';
import type { Reservation } from '@/shared/contract/content.ts';
import { formatDate } from '@/shared/lib/format.ts';
import { localize } from '@/shared/lib/localize.ts';
import { useNow } from '@/shared/lib/use-now.ts';
import { paths } from '@/shared/routing/paths.ts';
import { ConfirmDrawer } from '@/shared/ui/confirm-drawer.tsx';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import './reservations.css';
import { CustomerScreen } from '@/features/customer-only/customer-screen.ui.tsx';

/**
 * `/reservations` ('my reservations'): the signed-in customer's table reservations, what is ahead first, each with its
 * status; one still ahead can be cancelled behind a confirmation. The main button books a new one. Behind `bookingActive`.
 */
export function ReservationsScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);
  useMainButton(signedIn ? { text: t('reservations.book'), action: () => navigate(paths.reservationNew) } : null);
  return (
    <CustomerScreen
      id="reservations"
      className="reservations"
      title={t('reservations.title')}
      returnTo={paths.reservations}
      guest={{ title: t('reservations.guestTitle'), text: t('reservations.guestText') }}
    >
      <ReservationList />
    </CustomerScreen>
  );
}

function ReservationList() {
  const { t } = useTranslation();
  const list = useAtomValue(reservationsAtom);
  const now = useNow();
  const [doomed, setDoomed] = useState<Reservation | null>(null);
  const cancel = useCancelReservation(() => setDoomed(null));

  if (!list.data) {
    if (list.isError) return <LoadFailed title={t('reservations.loadFailed')} query={list} />;
    return (
      <div className="reservations__list" role="status" aria-label={t('common.loading')}>
        {[0, 1].map((row) => (
          <span key={row} className="skeleton reservation reservation--pending" />
        ))}
      </div>
    );
  }
  if (list.data.length === 0)
    return (
      <EmptyState title={t('reservations.empty')} text={t('reservations.emptyText')} testId="reservations-empty" />
    );
  return (
    <>
      <ul className="reservations__list" data-testid="reservations-list">
        {inOrder(list.data, now).map((reservation) => (
          <ReservationRow
            key={reservation.id}
            reservation={reservation}
            canCancel={cancellable(reservation, now)}
            onCancel={() => setDoomed(reservation)}
          />
        ))}
      </ul>
      <ConfirmDrawer
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={t('reservations.cancelTitle')}
        text={doomed ? formatDate(doomed.reservedAt, { time: true, merchantClock: true }) : ''}
        confirmLabel={t('reservations.cancelConfirm')}
        cancelLabel={t('reservations.cancelKeep')}
        pending={cancel.isPending}
        destructive
        onConfirm={() => doomed && cancel.mutate(doomed.id)}
        testId="reservation-cancel"
      />
    </>
  );
}

function ReservationRow({
  reservation,
  canCancel,
  onCancel,
}: {
  reservation: Reservation;
  canCancel: boolean;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const branches = useAtomValue(branchesAtom);
  const branch = branches.data?.find((candidate) => candidate.id === reservation.branchId);
  const status = reservation.status === 'CANCELED' ? 'canceled' : canCancel ? 'active' : 'past';
  const seat = useSeatLabel(reservation.branchId, reservation);
  return (
    <li className="card reservation" data-testid="reservation">
      <div className="reservation__head">
        <span className="reservation__when">
          {formatDate(reservation.reservedAt, { time: true, merchantClock: true })}
        </span>
        <span className={`reservation__status reservation__status--${status}`} data-testid="reservation-status">
          {t(`reservations.status.${status}`)}
        </span>
      </div>
      <p className="reservation__details">
        {[
          branch ? localize(branch.name, i18n.language as Language) : null,
          t('reservations.guests', { count: reservation.chairs }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {/* The hall (and table) once the branch's halls are in: its line is held meanwhile, so nothing moves. */}
      {seat !== null && (
        <p className="reservation__details" data-testid="reservation-seat" aria-hidden={seat === undefined}>
          {seat ?? '\u00a0'}
        </p>
      )}
      {canCancel && (
        <button type="button" className="reservation__cancel" onClick={onCancel} data-testid="reservation-cancel-open">
          {t('reservations.cancel')}
        </button>
      )}
    </li>
  );
}

/** Cancels a reservation; the list takes the server's answer, a failure says why in a toast. */
function useCancelReservation(onDone: () => void) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const merchantId = useAtomValue(merchantIdAtom);
  const userId = useAtomValue(userIdAtom);
  const toast = useSetAtom(showToastAtom);
  return useMutation({
    mutationFn: async (id: number) => unwrap(await cancelReservation(id)),
    onSuccess: (cancelled) => {
      client.setQueryData<Reservation[]>(reservationsQuery(merchantId, userId).queryKey, (list) =>
        list?.map((reservation) => (reservation.id === cancelled.id ? cancelled : reservation)),
      );
      toast({ kind: 'success', text: t('reservations.cancelled') });
      onDone();
    },
    onError: (error) => {
      toast({ kind: 'error', text: errorText(toApiError(error), i18n.language, t) });
    },
  });
}
