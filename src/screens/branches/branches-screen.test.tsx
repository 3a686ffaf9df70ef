import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Branch } from '@/shared/contract/branch.ts';
import { errorReply } from '@/testing/fake-api.ts';
import { TEST_BRANCH } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';
import { shownText } from '@/testing/shown-text.ts';

const week = (open: string, close: string, closedDays: number[] = []) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close, isClosed: closedDays.includes(day) }));
const branch = (id: number, eng: string, extra: Partial<Branch> = {}): Branch => ({
  ...TEST_BRANCH,
  id,
  isMain: false,
  name: { uz: eng, ru: eng, eng },
  address: { uz: `${eng} street 1`, ru: `${eng} street 1`, eng: `${eng} street 1` },
  ...extra,
});
// Monday 2026-11-23, 14:30 in Tashkent.
const NOW = new Date('2026-11-23T09:30:00Z');
const CHILANZAR = branch(1, 'Chilanzar', {
  isMain: true,
  latitude: 41.2856,
  longitude: 69.2034,
  workHours: week('10:00', '23:00'),
});
const YUNUSABAD = branch(2, 'Yunusabad', { latitude: 41.3675, longitude: 69.2846, workHours: week('18:00', '02:00') });
const SERGELI = branch(3, 'Sergeli', {
  latitude: 41.2267,
  longitude: 69.2176,
  workHours: week('10:00', '22:00', [1]),
  phone: null,
});
const CLOSED_FOR_GOOD = branch(4, 'Old town', { isActive: false });
const BRANCHES = [YUNUSABAD, CHILANZAR, SERGELI, CLOSED_FOR_GOOD];
const NEAR_SERGELI = { latitude: 41.23, longitude: 69.22 };

const cards = () => screen.getAllByTestId('branch-card');
const names = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const card = (name: string) => {
  const found = cards().find((element) => element.textContent?.includes(name));
  if (!found) throw new Error(`no card for ${name}`);
  return found;
};

describe('the branches', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("lists the active ones, main first, with today's hours, open or closed now, services, phone and map link", async () => {
    await renderScreen({ path: '/branches', settings: { branchesActive: true }, api: { branches: BRANCHES } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Branches' })).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Chilanzar', 'Yunusabad', 'Sergeli']));
    const chilanzar = card('Chilanzar');
    expect(within(chilanzar).getByTestId('branch-status').textContent).toBe('Open now');
    expect(within(chilanzar).getByTestId('branch-hours').textContent).toBe('Today 10:00–23:00');
    expect(within(chilanzar).getByText('Main branch')).toBeTruthy();
    expect(within(chilanzar).getByText('Chilanzar street 1')).toBeTruthy();
    expect(within(chilanzar).getByRole('list', { name: 'What it offers' }).textContent).toBe('DeliveryPick-up');
    const phone = within(chilanzar).getByRole('link', { name: 'Call: +998 71 200 00 00' });
    expect(phone.getAttribute('href')).toBe('tel:+998712000000');
    expect(within(chilanzar).getByRole('link', { name: 'Show on the map' }).getAttribute('href')).toBe(
      '/branches/map?branch=1',
    );
    expect(within(card('Yunusabad')).getByTestId('branch-status').textContent).toBe('Closed now');
    expect(within(card('Yunusabad')).getByTestId('branch-hours').textContent).toBe('Today 18:00–02:00');
    expect(within(card('Sergeli')).getByTestId('branch-hours').textContent).toBe('Closed today');
    expect(within(card('Sergeli')).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.queryByTestId('branch-distance')).toBeNull();
  });

  it('puts the nearest first with its distance when the location was allowed before, without asking', async () => {
    const { platform } = await renderScreen({
      path: '/branches',
      settings: { branchesActive: true },
      api: { branches: BRANCHES },
      geolocation: { known: NEAR_SERGELI },
    });
    await waitFor(() => expect(names()).toEqual(['Sergeli', 'Chilanzar', 'Yunusabad']));
    expect(shownText(within(card('Sergeli')).getByTestId('branch-distance'))).toBe(' · 420 m away');
    expect(shownText(within(card('Chilanzar')).getByTestId('branch-distance'))).toBe(' · 6.3 km away');
    expect(platform.requestLocation).not.toHaveBeenCalled();
    expect(screen.queryByTestId('branches-nearest')).toBeNull();
  });

  it("asks for the location only on 'Nearest to me', and says so when it is refused", async () => {
    const { platform } = await renderScreen({
      path: '/branches',
      settings: { branchesActive: true },
      api: { branches: BRANCHES },
      geolocation: { known: null, answer: null },
    });
    tap(await screen.findByTestId('branches-nearest'));
    expect(await screen.findByText('Your location is not available: the branches are in the usual order')).toBeTruthy();
    expect(platform.requestLocation).toHaveBeenCalledTimes(1);
    expect(names()).toEqual(['Chilanzar', 'Yunusabad', 'Sergeli']);
    vi.mocked(platform.requestLocation).mockResolvedValue(NEAR_SERGELI);
    tap(screen.getByTestId('branches-nearest'));
    await waitFor(() => expect(names()).toEqual(['Sergeli', 'Chilanzar', 'Yunusabad']));
  });

  it("says 'No branches' when there are none to visit", async () => {
    await renderScreen({ path: '/branches', settings: { branchesActive: true }, api: { branches: [CLOSED_FOR_GOOD] } });
    expect(await screen.findByText('No branches')).toBeTruthy();
  });

  it('says the list did not load, and loads it on retry', async () => {
    let up = false;
    await renderScreen({
      path: '/branches',
      settings: { branchesActive: true },
      api: { branches: () => (up ? BRANCHES : errorReply(500, 'INTERNAL')) },
    });
    expect(await screen.findByText('The branches did not load')).toBeTruthy();
    up = true;
    tap(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toHaveLength(3));
  });

  it('is not there when the merchant turns branches off, and neither are its links', async () => {
    await renderScreen({ path: '/branches', settings: { branchesActive: false }, api: { branches: BRANCHES } });
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(screen.queryByTestId('footer-branches')).toBeNull();
  });
});
