import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useRef } from 'react';
import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hapticsAtom, useMainButton } from '@platform/index.ts';
import { branchPlacesQuery } from '@/entities/branch/branch-places.api.ts';
import { branchAtom } from '@/entities/branch/branch.atoms.ts';
import { branchesAtom } from '@/entities/branch/branch.queries.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { reservationsQuery, reserveTable } from '@/entities/reservation/reservation.api.ts';
import { tablesFor } from '@/entities/reservation/reservation.lib.ts';
import { unwrap } from '@/shared/api/api-error.ts';
import { toApiError } from '@/shared/api/client.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { merchantIdAtom, userIdAtom } from '@/shared/api/scope.atoms.ts';
import { branchOffers } from '@/shared/contract/branch-services.ts';
import type { Language } from '@/shared/contract/common.ts';
import type { Reservation } from '@/shared/contract/content.ts';
import { isClosedDay, merchantDays, merchantInstant, timeSlots } from '@/shared/contract/time.ts';
import { formatDate } from '@/shared/lib/format.ts';
import { localize } from '@/shared/lib/localize.ts';
import { useNow } from '@/shared/lib/use-now.ts';
import { useKeptForm } from '@/shared/lib/kept-form.ts';
import { paths } from '@/shared/routing/paths.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { Spinner } from '@/shared/ui/kit.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import './reservations.css';
import { CustomerScreen } from '@/features/customer-only/customer-screen.ui.tsx';
import { LiveMessage } from '@/shared/ui/live-message.tsx';

const MAX_CHAIRS = 20;

/** The booking form as kept in its history entry. */
const ReserveFormSchema = v.object({
  branchId: v.nullable(v.number()),
  placeId: v.nullable(v.number()),
  chairs: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_CHAIRS)),
  tableId: v.nullable(v.number()),
  day: v.nullable(v.string()),
  time: v.nullable(v.string()),
  comment: v.pipe(v.string(), v.maxLength(500)),
});
type ReserveForm = v.InferOutput<typeof ReserveFormSchema>;
const NEW_RESERVATION: ReserveForm = {
  branchId: null,
  placeId: null,
  chairs: 2,
  tableId: null,
  day: null,
  time: null,
  comment: '',
};

/**
 * `/reservations/new`: book a table. The branch (those taking bookings), the hall, the party's size, a table that
 * seats it (or any), a day and a time inside the branch's hours, a comment; the main button reserves.
 */
export function ReserveScreen() {
  const { t } = useTranslation();
  return (
    <CustomerScreen
      id="reserve"
      className="reservations"
      title={t('reservations.new')}
      returnTo={paths.reservationNew}
      guest={{ title: t('reservations.guestTitle'), text: t('reservations.guestText') }}
    >
      <ReserveForm />
    </CustomerScreen>
  );
}

function ReserveForm() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [, navigate] = useLocation();
  const settings = useAtomValue(settingsAtom);
  const branches = useAtomValue(branchesAtom);
  const menuBranch = useAtomValue(branchAtom);
  const merchantId = useAtomValue(merchantIdAtom);
  const now = useNow();
  const bookable = useMemo(
    () => (branches.data ?? []).filter((branch) => branch.isActive && branchOffers(settings, branch, 'BOOKING')),
    [branches.data, settings],
  );
  // What the customer chose and typed, kept in the page's history entry: a reload, or the phone discarding the page
  // meanwhile, loses none of it.
  const [form, setForm] = useKeptForm('reserve', ReserveFormSchema, () => NEW_RESERVATION);
  const choose = (change: Partial<ReserveForm>) => setForm((current) => ({ ...current, ...change }));
  const chosenBranch = form.branchId;
  const branch =
    bookable.find((candidate) => candidate.id === chosenBranch) ??
    bookable.find((candidate) => candidate.id === menuBranch?.id) ??
    bookable[0];
  const places = useQuery({ ...branchPlacesQuery(merchantId, branch?.id ?? 0), enabled: branch !== undefined });
  const { placeId, chairs, tableId, day: chosenDay, time: chosenTime, comment } = form;
  const place = places.data?.find((candidate) => candidate.id === placeId) ?? places.data?.[0];
  const tables = tablesFor(place, chairs);
  const table = tables.find((candidate) => candidate.id === tableId) ?? null;
  const days = merchantDays(now, 7);
  const workHours = branch?.workHours ?? [];
  const firstDay = days.find((candidate) => timeSlots(workHours, candidate, now).length > 0) ?? days[0] ?? '';
  const day = chosenDay ?? firstDay;
  const slots = timeSlots(workHours, day, now);
  // A day off says so; one whose only times are the night before running into it offers them instead.
  const holiday = slots.length === 0 && isClosedDay(workHours, day);
  const time = chosenTime && slots.includes(chosenTime) ? chosenTime : (slots[0] ?? null);
  // A time the customer chose that is no longer offered (the clock moved past its lead time, or another day has no
  // such time) is not swapped silently: the form says which time it took instead.
  const movedFrom = chosenTime !== null && time !== null && chosenTime !== time ? chosenTime : null;
  const reserve = useReserve();
  // One booking per tap, however fast the taps: the pending state reaches the button a render later.
  const inFlight = useRef(false);
  const reservedAt = time ? merchantInstant(day, time) : null;
  // What holds the booking, said under the hall and as the button's hint: a branch with no halls to book, or a party
  // no table of the hall seats (the server refuses 'any table' for it).
  const noHalls = places.data !== undefined && places.data.length === 0;
  const tooLarge = place !== undefined && place.tables.length > 0 && tables.length === 0;
  const held = noHalls
    ? t('reservations.noHalls')
    : tooLarge
      ? t('reservations.partyTooLarge', { count: chairs })
      : null;
  const ready =
    branch !== undefined && place !== undefined && reservedAt !== null && !reserve.isPending && held === null;

  useMainButton(
    branch
      ? {
          text: t('reservations.reserve'),
          enabled: ready,
          hint: held ?? undefined,
          progress: reserve.isPending,
          action: () => {
            if (!ready || !reservedAt || inFlight.current) return;
            inFlight.current = true;
            reserve.mutate(
              {
                branchId: branch.id,
                placeId: place.id,
                tableId: table?.id ?? null,
                chairs,
                reservedAt,
                comment: comment.trim() || null,
              },
              {
                onSuccess: () => navigate(paths.reservations, { replace: true }),
                onSettled: () => {
                  inFlight.current = false;
                },
              },
            );
          },
        }
      : null,
  );

  if (branches.isError) return <LoadFailed title={t('branches.loadFailed')} query={branches} />;
  if (!branches.data)
    return (
      <div className="screen--centered" role="status" aria-label={t('common.loading')}>
        <Spinner size="l" />
      </div>
    );
  if (!branch) return <EmptyState title={t('reservations.noBranches')} testId="reserve-no-branches" />;

  return (
    <form className="reserve" onSubmit={(event) => event.preventDefault()} aria-describedby="reserve-problem">
      <label className="native-field">
        <span>{t('reservations.branch')}</span>
        <select
          value={branch.id}
          onChange={(event) => {
            choose({ branchId: Number(event.target.value), placeId: null, tableId: null });
          }}
          data-testid="reserve-branch"
        >
          {bookable.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {localize(candidate.name, language)}
            </option>
          ))}
        </select>
      </label>
      <label className="native-field">
        <span>{t('reservations.hall')}</span>
        <select
          value={place?.id ?? ''}
          disabled={!places.data}
          onChange={(event) => {
            choose({ placeId: Number(event.target.value), tableId: null });
          }}
          data-testid="reserve-hall"
        >
          {(places.data ?? []).map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {localize(candidate.name, language)}
            </option>
          ))}
        </select>
      </label>
      {places.isError && <LoadFailed title={t('reservations.hallsFailed')} query={places} />}
      <LiveMessage className="reserve__problem" polite testId="reserve-held">
        {held}
      </LiveMessage>
      <div className="native-field">
        <span id="reserve-guests">{t('reservations.guestsLabel')}</span>
        <div className="reserve__stepper" role="group" aria-labelledby="reserve-guests">
          <button
            type="button"
            aria-label={t('reservations.fewer')}
            disabled={chairs <= 1}
            onClick={() => choose({ chairs: chairs - 1 })}
          >
            −
          </button>
          <output aria-live="polite" data-testid="reserve-chairs">
            {chairs}
          </output>
          <button
            type="button"
            aria-label={t('reservations.more')}
            disabled={chairs >= MAX_CHAIRS}
            onClick={() => choose({ chairs: chairs + 1 })}
          >
            +
          </button>
        </div>
      </div>
      <label className="native-field">
        <span>{t('reservations.table')}</span>
        <select
          value={table?.id ?? ''}
          onChange={(event) => choose({ tableId: event.target.value ? Number(event.target.value) : null })}
          data-testid="reserve-table"
        >
          <option value="">{t('reservations.anyTable')}</option>
          {tables.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {t('reservations.tableOption', { number: candidate.number, count: candidate.chairs })}
            </option>
          ))}
        </select>
      </label>
      <div className="reserve__row">
        <label className="native-field">
          <span>{t('checkout.day')}</span>
          <select
            value={day}
            onChange={(event) => {
              // Another day chosen: a time it does not have is dropped quietly (the list shows what it took), so
              // "can no longer be booked" is said only of a time the clock took away.
              const next = event.target.value;
              choose({
                day: next,
                ...(chosenTime && !timeSlots(workHours, next, now).includes(chosenTime) ? { time: null } : {}),
              });
            }}
            data-testid="reserve-day"
          >
            {days.map((candidate) => (
              <option key={candidate} value={candidate}>
                {formatDate(`${candidate}T12:00:00`)}
              </option>
            ))}
          </select>
        </label>
        <label className="native-field">
          <span>{t('checkout.time')}</span>
          <select
            value={time ?? ''}
            disabled={slots.length === 0}
            onChange={(event) => choose({ time: event.target.value })}
            data-testid="reserve-time"
          >
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LiveMessage className="reserve__problem" polite testId={holiday ? 'holiday' : undefined}>
        {slots.length === 0
          ? t(holiday ? 'checkout.holiday' : 'checkout.noSlots')
          : movedFrom && t('reservations.timeMoved', { from: movedFrom, to: time })}
      </LiveMessage>
      <label className="native-field">
        <span>{t('reservations.comment')}</span>
        <textarea
          value={comment}
          maxLength={500}
          rows={3}
          onChange={(event) => choose({ comment: event.target.value })}
          data-testid="reserve-comment"
        />
      </label>
      <p id="reserve-problem" className="reserve__problem" role="alert" data-testid="reserve-problem">
        {reserve.error ? errorText(toApiError(reserve.error), i18n.language, t) : ''}
      </p>
    </form>
  );
}

/** Books the table; the list takes the new reservation at once, and a toast says it is done. */
function useReserve() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const merchantId = useAtomValue(merchantIdAtom);
  const userId = useAtomValue(userIdAtom);
  const toast = useSetAtom(showToastAtom);
  const haptics = useAtomValue(hapticsAtom);
  return useMutation({
    mutationFn: async (request: Parameters<typeof reserveTable>[0]) => unwrap(await reserveTable(request)),
    onSuccess: (reservation) => {
      client.setQueryData<Reservation[]>(reservationsQuery(merchantId, userId).queryKey, (list) =>
        list ? [reservation, ...list] : undefined,
      );
      void client.invalidateQueries({ queryKey: reservationsQuery(merchantId, userId).queryKey });
      toast({ kind: 'success', text: t('reservations.reserved') });
    },
    // The form's alert stays in the page (only its text changes), so this refusal's haptic is given here.
    onError: () => haptics.notification('error'),
  });
}
