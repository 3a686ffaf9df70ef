import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { GeoPoint } from '@platform/index.ts';
import { branchAtom, type StoredBranch } from '@/entities/branch/branch.atoms.ts';
import type { Branch } from '@/shared/contract/branch.ts';
import { STORAGE_KEYS } from '@/shared/lib/storage.ts';
import { toastsAtom } from '@/shared/ui/toast.atoms.ts';
import { TEST_BRANCH, TEST_MERCHANT_ID } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import {
  dropGoneBranchAtom,
  findNearestBranchAtom,
  locateOnTapAtom,
  locationNoticeDismissed,
  showLocationNoticeAtom,
  startAtMainBranchAtom,
} from './locate-branch.atoms.ts';
import { useMenuBranch } from './use-menu-branch.ts';

const MAIN: Branch = {
  ...TEST_BRANCH,
  id: 1,
  isMain: true,
  name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
};
const YUNUSABAD: Branch = {
  ...TEST_BRANCH,
  id: 2,
  isMain: false,
  name: { uz: 'Yunusobod', ru: 'Юнусобод', eng: 'Yunusabad' },
};
const HERE: GeoPoint = { latitude: 41.365, longitude: 69.287 };
const NOTICE = 'Please allow location detection to see the menu of the nearest branch';

function Resolving() {
  const { resolving } = useMenuBranch();
  return <span data-testid="resolving">{resolving ? 'yes' : 'no'}</span>;
}

/** One user of the menu's branch: the router (to present a product) and every menu screen are such users. */
function MenuUser({ label }: { label: string }) {
  const { branchId } = useMenuBranch();
  return <span data-testid={label}>{branchId ?? 'none'}</span>;
}

/**
 * An app load on this device: a fresh store (memory), the same localStorage; `stored`: the branch kept from an
 * earlier load. `allowedBefore`: the location the platform gives without asking (permission granted earlier);
 * `answer`: what a question on a tap gets. The API knows the two branches, and Yunusabad is the nearest.
 */
async function load({
  stored,
  allowedBefore = null,
  answer = null,
}: { stored?: StoredBranch; allowedBefore?: GeoPoint | null; answer?: GeoPoint | null } = {}) {
  const rendered = await renderScreen({
    element: (
      <>
        <MenuUser label="router" />
        <MenuUser label="screen" />
      </>
    ),
    api: { branches: [MAIN, YUNUSABAD], closestBranch: YUNUSABAD },
    geolocation: { known: allowedBefore, answer },
    ...(stored ? { branch: stored } : {}),
  });
  const requestLocation = vi.mocked(rendered.platform.requestLocation);
  const knownLocation = vi.mocked(rendered.platform.knownLocation);
  // Whatever the load set in motion has settled: the silent look, and the branches' answer that gives the menu its
  // branch (the main one, or the one kept).
  await act(async () => {
    await knownLocation.mock.results[0]?.value;
  });
  await waitFor(() => expect(screen.getByTestId('router').textContent).not.toBe('none'));
  return { store: rendered.store, api: rendered.api, requestLocation, knownLocation };
}

describe('the menu branch and the location', () => {
  it('a load asks nothing: the main branch at once, one silent look for all users of the menu, no notice', async () => {
    const { store, api, requestLocation, knownLocation } = await load();
    await waitFor(() => expect(screen.getByTestId('router').textContent).toBe('1'));
    expect(screen.getByTestId('screen').textContent).toBe('1');
    expect(requestLocation).not.toHaveBeenCalled();
    expect(knownLocation).toHaveBeenCalledTimes(1);
    expect(api.calls('closestBranch')).toEqual([]);
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('a location allowed before moves the menu to the nearest branch without asking', async () => {
    const { store, api, requestLocation } = await load({ allowedBefore: HERE });
    await waitFor(() => expect(screen.getByTestId('router').textContent).toBe('2'));
    expect(api.calls('closestBranch')).toMatchObject([
      { params: { merchant: TEST_MERCHANT_ID }, query: { lat: String(HERE.latitude), lon: String(HERE.longitude) } },
    ]);
    expect(requestLocation).not.toHaveBeenCalled();
    expect(store.get(branchAtom)).toMatchObject({ id: 2, source: 'nearest' });
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('a branch found or chosen before is kept: no look for a location at all', async () => {
    const { knownLocation } = await load({ stored: { id: 1, name: MAIN.name, source: 'chosen' }, allowedBefore: HERE });
    expect(knownLocation).not.toHaveBeenCalled();
    expect(screen.getByTestId('router').textContent).toBe('1');
  });

  it('the chip asks on its first tap of a load only; a refusal shows the notice once', async () => {
    const { store, requestLocation } = await load();
    await act(async () => {
      await store.set(locateOnTapAtom, NOTICE);
      await store.set(locateOnTapAtom, NOTICE);
    });
    expect(requestLocation).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').textContent).toContain(NOTICE);
    expect(screen.getByTestId('router').textContent).toBe('1');
  });

  it('the chip allowed: the menu moves to the nearest branch; once found, later loads ask nothing', async () => {
    const { store, requestLocation } = await load({ answer: HERE });
    await act(async () => {
      await store.set(locateOnTapAtom, NOTICE);
    });
    expect(requestLocation).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('router').textContent).toBe('2');
    expect(store.get(toastsAtom)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.menuBranch) ?? 'null')).toMatchObject({
      id: 2,
      source: 'nearest',
    });
    cleanup();

    const next = await load({
      stored: { id: 2, name: YUNUSABAD.name, source: 'nearest' },
      allowedBefore: HERE,
      answer: HERE,
    });
    await act(async () => {
      await next.store.set(locateOnTapAtom, NOTICE);
    });
    expect(next.requestLocation).not.toHaveBeenCalled();
    expect(next.knownLocation).not.toHaveBeenCalled();
  });

  it('a nearest branch that arrives after the customer chose one does not replace it', async () => {
    let answer: (point: GeoPoint | null) => void = () => undefined;
    const { store, requestLocation } = await load();
    requestLocation.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    let tap: Promise<void> = Promise.resolve();
    act(() => {
      tap = store.set(locateOnTapAtom, NOTICE);
    });
    act(() => store.set(branchAtom, { id: 1, name: MAIN.name, source: 'chosen' }));
    await act(async () => {
      answer(HERE);
      await tap;
    });
    expect(store.get(branchAtom)).toMatchObject({ id: 1, source: 'chosen' });
  });

  it("'nearest branch' asks on every tap and gives the branch to the caller, which chooses it", async () => {
    const { store, requestLocation } = await load({ answer: HERE });
    let found: Branch | null = null;
    await act(async () => {
      found = await store.set(findNearestBranchAtom, NOTICE);
      found = await store.set(findNearestBranchAtom, NOTICE);
    });
    expect(found).toEqual(YUNUSABAD);
    expect(requestLocation).toHaveBeenCalledTimes(2);
    expect(store.get(branchAtom)).toMatchObject({ id: 1, source: 'main' });
    // The chip does not ask again in this load.
    await act(async () => {
      await store.set(locateOnTapAtom, NOTICE);
    });
    expect(requestLocation).toHaveBeenCalledTimes(2);
  });

  it('once the person closes the notice it is not shown after a later refusal', async () => {
    const first = await load();
    await act(async () => {
      await first.store.set(locateOnTapAtom, NOTICE);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(locationNoticeDismissed()).toBe(true);
    cleanup();

    const { store, requestLocation } = await load();
    await act(async () => {
      await store.set(locateOnTapAtom, NOTICE);
    });
    expect(requestLocation).toHaveBeenCalledTimes(1);
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('a notice that closed by itself is not a dismissal', () => {
    vi.useFakeTimers();
    try {
      const store = createStore();
      store.set(showLocationNoticeAtom, NOTICE);
      expect(store.get(toastsAtom)).toHaveLength(1);
      vi.runAllTimers();
      expect(store.get(toastsAtom)).toEqual([]);
      expect(locationNoticeDismissed()).toBe(false);
      store.set(showLocationNoticeAtom, NOTICE);
      expect(store.get(toastsAtom)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('starting at the main branch', () => {
  it('does not replace a branch that is already known (a nearest one that arrived first)', () => {
    const store = createStore();
    store.set(branchAtom, { id: 2, name: YUNUSABAD.name, source: 'nearest' });
    store.set(startAtMainBranchAtom, [MAIN, YUNUSABAD]);
    expect(store.get(branchAtom)).toMatchObject({ id: 2, source: 'nearest' });
    const fresh = createStore();
    fresh.set(startAtMainBranchAtom, [YUNUSABAD, MAIN]);
    expect(fresh.get(branchAtom)).toMatchObject({ id: 1, source: 'main' });
    // A main branch switched off is not where a first visit starts.
    const offMain = createStore();
    offMain.set(startAtMainBranchAtom, [{ ...MAIN, isActive: false }, YUNUSABAD]);
    expect(offMain.get(branchAtom)).toMatchObject({ id: 2, source: 'main' });
  });

  it('with no branch taking orders, the menu is not left resolving', async () => {
    await renderScreen({
      element: <Resolving />,
      api: { branches: [{ ...MAIN, isActive: false }], closestBranch: YUNUSABAD },
    });
    await waitFor(() => expect(screen.getByTestId('resolving').textContent).toBe('no'));
  });
});

describe('a kept branch the merchant no longer lists', () => {
  it('gives way to the main branch (an active one), and is reported; a listed one stays', () => {
    const store = createStore();
    const closed: Branch = { ...YUNUSABAD, id: 3, isActive: false };
    store.set(branchAtom, { id: 9, name: { uz: 'Eski', ru: 'Старый', eng: 'Old' }, source: 'chosen' });
    expect(store.set(dropGoneBranchAtom, [MAIN, YUNUSABAD])?.id).toBe(9);
    expect(store.get(branchAtom)).toMatchObject({ id: MAIN.id, source: 'main' });
    expect(store.set(dropGoneBranchAtom, [MAIN, YUNUSABAD])).toBeNull();
    // A branch listed but closed counts as gone; the main one stands in only while it is active itself.
    store.set(branchAtom, { id: 3, name: closed.name, source: 'chosen' });
    expect(store.set(dropGoneBranchAtom, [{ ...MAIN, isActive: false }, closed, YUNUSABAD])?.id).toBe(3);
    expect(store.get(branchAtom)?.id).toBe(YUNUSABAD.id);
    // Nothing listed at all (an answer without branches) moves nothing.
    expect(store.set(dropGoneBranchAtom, [])).toBeNull();
    expect(store.get(branchAtom)?.id).toBe(YUNUSABAD.id);
  });
});
