import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Branch } from '@/shared/contract/branch.ts';
import type { Place, Reservation, ReservationRequest } from '@/shared/contract/content.ts';
import { errorReply } from '@/testing/fake-api.ts';
import { TEST_BRANCH, TEST_USER } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';

const same = (text: string) => ({ uz: text, ru: text, eng: text });
const BOOKING: Branch = {
  ...TEST_BRANCH,
  workHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '10:00', close: '23:00', isClosed: false })),
  settings: { ...TEST_BRANCH.settings!, bookingEnabled: true },
};
const NO_BOOKING: Branch = { ...TEST_BRANCH, id: 2, name: same('Express'), isMain: false };
const HALLS: Place[] = [
  {
    id: 11,
    branchId: 1,
    name: same('Main hall'),
    tables: [
      { id: 101, hallId: 11, number: '1', chairs: 2 },
      { id: 102, hallId: 11, number: '2', chairs: 6 },
    ],
  },
  { id: 12, branchId: 1, name: same('Terrace'), tables: [] },
];
// Monday 2026-11-23, 14:30 in Tashkent.
const NOW = new Date('2026-11-23T09:30:00Z');
const reservation = (id: number, reservedAt: string, status: Reservation['status'] = 'ACTIVE'): Reservation => ({
  id,
  branchId: 1,
  placeId: 11,
  tableId: 102,
  chairs: 4,
  reservedAt,
  status,
  createdDate: '2026-11-20T10:00:00Z',
});
const ON = { bookingActive: true };
const mainButton = () => screen.getByTestId('browser-main-button') as HTMLButtonElement;
const select = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('table reservations', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('books a table: branch, hall, party, a table that seats it, day and time, comment; then lists it', async () => {
    const booked: ReservationRequest[] = [];
    const { api, location } = await renderScreen({
      path: '/reservations/new',
      session: TEST_USER,
      settings: ON,
      api: {
        branches: [BOOKING, NO_BOOKING],
        branchPlaces: HALLS,
        reservations: [],
        reservationCreate: (request) => {
          booked.push(request.body as ReservationRequest);
          return { ...reservation(9, (request.body as ReservationRequest).reservedAt), chairs: 4 };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a table' })).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('reserve-hall') as HTMLSelectElement).value).toBe('11'));
    // Only the branch taking bookings is offered.
    expect(
      within(screen.getByTestId('reserve-branch'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Chilanzar']);
    tap(screen.getByRole('button', { name: 'One guest more' }));
    tap(screen.getByRole('button', { name: 'One guest more' }));
    expect(screen.getByTestId('reserve-chairs').textContent).toBe('4');
    // A party of four fits table 2 only.
    expect(
      within(screen.getByTestId('reserve-table'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any free table', 'Table 2 · seats: 6']);
    select('reserve-table', '102');
    select('reserve-day', '2026-11-24');
    select('reserve-time', '19:00');
    fireEvent.change(screen.getByTestId('reserve-comment'), { target: { value: 'By the window' } });
    expect(mainButton().textContent).toBe('Reserve');
    tap(mainButton());
    tap(mainButton());
    await waitFor(() => expect(location.path()).toBe('/reservations'));
    expect(api.calls('reservationCreate')).toHaveLength(1);
    expect(booked[0]).toEqual({
      branchId: 1,
      placeId: 11,
      tableId: 102,
      chairs: 4,
      reservedAt: '2026-11-24T14:00:00.000Z',
      comment: 'By the window',
    });
    expect(await screen.findByText('The table is booked')).toBeTruthy();
  });

  it('says what holds the booking: a party no table of the hall seats, a branch with no halls', async () => {
    await renderScreen({
      path: '/reservations/new',
      session: TEST_USER,
      settings: ON,
      api: { branches: [BOOKING], branchPlaces: HALLS, reservations: [] },
    });
    await waitFor(() => expect((screen.getByTestId('reserve-hall') as HTMLSelectElement).value).toBe('11'));
    for (let guests = 3; guests <= 7; guests += 1) tap(screen.getByRole('button', { name: 'One guest more' }));
    expect(screen.getByTestId('reserve-chairs').textContent).toBe('7');
    expect(screen.getByTestId('reserve-held').textContent).toBe(
      'No table in this hall seats 7 guests: choose another hall or fewer guests',
    );
    expect(mainButton().disabled).toBe(true);
    // The terrace has no tables: it is booked as a whole.
    select('reserve-hall', '12');
    expect(screen.queryByTestId('reserve-held')).toBeNull();
    await waitFor(() => expect(mainButton().disabled).toBe(false));
    cleanup();
    await renderScreen({
      path: '/reservations/new',
      session: TEST_USER,
      settings: ON,
      api: { branches: [BOOKING], branchPlaces: [], reservations: [] },
    });
    expect((await screen.findByTestId('reserve-held')).textContent).toBe(
      'This branch has no halls to book: choose another branch',
    );
    expect(mainButton().disabled).toBe(true);
  });

  it('keeps what was chosen and typed for a reload of the page', async () => {
    const open = () =>
      renderScreen({
        path: '/reservations/new',
        session: TEST_USER,
        settings: ON,
        api: { branches: [BOOKING], branchPlaces: HALLS, reservations: [] },
      });
    await open();
    await waitFor(() => expect((screen.getByTestId('reserve-hall') as HTMLSelectElement).value).toBe('11'));
    tap(screen.getByRole('button', { name: 'One guest more' }));
    select('reserve-day', '2026-11-24');
    select('reserve-time', '19:00');
    fireEvent.change(screen.getByTestId('reserve-comment'), { target: { value: 'A birthday' } });
    // A reload, or the phone discarding the page, unmounts nothing: what the tab keeps is there for the next load.
    const kept = window.sessionStorage.getItem('form:reserve');
    expect(JSON.parse(kept ?? 'null')).toMatchObject({ chairs: 3, comment: 'A birthday' });
    cleanup();
    expect(window.sessionStorage.getItem('form:reserve')).toBeNull();
    window.sessionStorage.setItem('form:reserve', kept ?? '');
    await open();
    await waitFor(() => expect(screen.getByTestId('reserve-chairs').textContent).toBe('3'));
    expect((screen.getByTestId('reserve-day') as HTMLSelectElement).value).toBe('2026-11-24');
    expect((screen.getByTestId('reserve-time') as HTMLSelectElement).value).toBe('19:00');
    expect((screen.getByTestId('reserve-comment') as HTMLTextAreaElement).value).toBe('A birthday');
  });

  it('says so when a chosen time can no longer be booked while the form is open, and books the time it took instead', async () => {
    // 14:30 in Tashkent: 19:00 is chosen, then the form stays open until 18:40.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    const { api } = await renderScreen({
      path: '/reservations/new',
      session: TEST_USER,
      settings: ON,
      api: {
        branches: [BOOKING],
        branchPlaces: HALLS,
        reservationCreate: (request) => reservation(9, (request.body as ReservationRequest).reservedAt),
      },
    });
    await waitFor(() => expect((screen.getByTestId('reserve-hall') as HTMLSelectElement).value).toBe('11'));
    select('reserve-time', '19:00');
    expect(screen.queryByText(/can no longer be booked/)).toBeNull();
    vi.setSystemTime(new Date('2026-11-23T13:40:00Z'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(await screen.findByText('19:00 can no longer be booked: 19:30 is chosen instead')).toBeTruthy();
    expect((screen.getByTestId('reserve-time') as HTMLSelectElement).value).toBe('19:30');
    tap(mainButton());
    await waitFor(() => expect(api.calls('reservationCreate')).toHaveLength(1));
    expect(api.calls('reservationCreate')[0]?.body).toMatchObject({ reservedAt: '2026-11-23T14:30:00.000Z' });
  });

  it("says 'Today is a holiday' on the branch's closed day", async () => {
    // Tuesdays off (2026-11-24 is a Tuesday).
    const closedTuesday: Branch = {
      ...BOOKING,
      workHours: BOOKING.workHours.map((hours) => (hours.day === 2 ? { ...hours, isClosed: true } : hours)),
    };
    await renderScreen({
      path: '/reservations/new',
      session: TEST_USER,
      settings: ON,
      api: { branches: [closedTuesday], branchPlaces: HALLS },
    });
    await waitFor(() => expect((screen.getByTestId('reserve-hall') as HTMLSelectElement).value).toBe('11'));
    expect(screen.queryByTestId('holiday')).toBeNull();
    select('reserve-day', '2026-11-24');
    expect((await screen.findByTestId('holiday')).textContent).toBe('Today is a holiday');
  });

  it('says what the server refused, and books nothing', async () => {
    await renderScreen({
      path: '/reservations/new',
      session: TEST_USER,
      settings: ON,
      api: {
        branches: [BOOKING],
        branchPlaces: HALLS,
        reservationCreate: errorReply(409, 'TABLE_UNAVAILABLE', 'This table is taken at that time', 'tableId'),
      },
    });
    await waitFor(() => expect((screen.getByTestId('reserve-hall') as HTMLSelectElement).value).toBe('11'));
    // The button takes the form's state in an effect after the form is drawn: a person taps it once it is enabled.
    await waitFor(() => expect(mainButton().disabled).toBe(false));
    tap(mainButton());
    await waitFor(() =>
      expect(screen.getByTestId('reserve-problem').textContent).toBe('This table is taken at that time'),
    );
  });

  it('lists the reservations with their status, cancels one ahead behind a confirmation', async () => {
    let list = [
      reservation(1, '2026-11-20T14:00:00Z'),
      reservation(2, '2026-11-25T14:00:00Z'),
      reservation(3, '2026-11-26T14:00:00Z', 'CANCELED'),
    ];
    const { api } = await renderScreen({
      path: '/reservations',
      session: TEST_USER,
      settings: ON,
      api: {
        branches: [BOOKING],
        branchPlaces: HALLS,
        reservations: () => list,
        reservationCancel: (request) => {
          list = list.map((r) => (String(r.id) === request.params.id ? { ...r, status: 'CANCELED' as const } : r));
          return list.find((r) => String(r.id) === request.params.id)!;
        },
      },
    });
    const rows = await screen.findAllByTestId('reservation');
    expect(rows.map((row) => within(row).getByTestId('reservation-status').textContent)).toEqual([
      'Booked',
      'Cancelled',
      'Past',
    ]);
    expect(within(rows[0]!).getByText('25.11.2026 19:00')).toBeTruthy();
    // Where: the hall and table by name and number, once the branch's halls are in.
    await waitFor(() =>
      expect(within(rows[0]!).getByTestId('reservation-seat').textContent).toBe('Main hall · Table 2'),
    );
    expect(within(rows[1]!).queryByTestId('reservation-cancel-open')).toBeNull();
    tap(within(rows[0]!).getByTestId('reservation-cancel-open'));
    const drawer = await screen.findByTestId('reservation-cancel');
    tap(within(drawer).getByRole('button', { name: 'Cancel it' }));
    await waitFor(() =>
      // Nothing is ahead any more: newest first.
      expect(screen.getAllByTestId('reservation-status').map((status) => status.textContent)).toEqual([
        'Cancelled',
        'Cancelled',
        'Past',
      ]),
    );
    expect(api.calls('reservationCancel')).toHaveLength(1);
    expect(mainButton().textContent).toBe('Book a table');
  });

  it('asks a guest to log in on both pages, and asks the server nothing', async () => {
    const guest = await renderScreen({ path: '/reservations', settings: ON });
    expect(await screen.findByTestId('reservations-guest')).toBeTruthy();
    expect(guest.api.calls('reservations')).toEqual([]);
    guest.navigate('/reservations/new');
    expect(await screen.findByTestId('reserve-guest')).toBeTruthy();
  });

  it('has no page when the merchant turns booking off', async () => {
    await renderScreen({ path: '/reservations', session: TEST_USER, settings: { bookingActive: false } });
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
  });
});
