import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { platformAtom } from '../../../platform/index.ts';
import { createFakePlatform } from '../../../platform/testing/fake-platform.ts';
import { renderWithProviders } from '../../../platform/testing/render-with-providers.tsx';
import { branchesQuery } from '../../entities/branch/branch.api.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import type { Branch } from '../../shared/contract/branch.ts';
import { STORAGE_KEYS } from '../../shared/lib/storage.ts';
import { createTestI18n, createTestQueryClient } from '../../shared/testing/test-i18n.ts';
import { Toaster } from '../../shared/ui/toaster.tsx';
import { toastsAtom } from '../../shared/ui/toast.atoms.ts';
import { claimLocationAskAtom, locationNoticeDismissed, showLocationNoticeAtom } from './locate-branch.atoms.ts';
import { useMenuBranch } from './use-menu-branch.ts';

const BRANCHES = [{ id: 1, isMain: true, name: { uz: 'Markaz', ru: 'Центр', eng: 'Centre' } }] as unknown as Branch[];

/** One user of the menu's branch: the router (to present a product) and every menu screen are such users. */
function MenuUser({ label }: { label: string }) {
  const { branchId } = useMenuBranch();
  return <span data-testid={label}>{branchId ?? 'none'}</span>;
}

/** An app load on this device: a fresh store (memory), the same localStorage. Location is refused. */
async function load() {
  const store = createStore();
  const client = createTestQueryClient();
  const platform = createFakePlatform({ kind: 'browser' });
  const requestLocation = vi.spyOn(platform, 'requestLocation');
  store.set(queryClientAtom, client);
  store.set(platformAtom, platform);
  store.set(merchantIdAtom, 'm-1');
  client.setQueryData(branchesQuery('m-1').queryKey, BRANCHES);
  renderWithProviders(
    <>
      <MenuUser label="router" />
      <MenuUser label="screen" />
      <Toaster closeLabel="Close" />
    </>,
    { store, client, i18n: await createTestI18n(), location: memoryLocation({ path: '/' }) },
  );
  return { store, requestLocation };
}

const NOTICE = 'Please allow location detection to see the menu of the nearest branch';

describe('the location question and its notice', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('two users of the menu ask for the location once and show one notice', async () => {
    const { store, requestLocation } = await load();
    await waitFor(() => expect(store.get(toastsAtom)).toHaveLength(1));
    expect(requestLocation).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').textContent).toContain(NOTICE);
    expect(screen.getByTestId('router').textContent).toBe('1');
  });

  it('once the person closes the notice it is not shown on a later load that asks again', async () => {
    await load();
    await screen.findByText(NOTICE);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(locationNoticeDismissed()).toBe(true);
    cleanup();

    // A later load where the branch is asked for again (e.g. after signing out, which forgets the branch).
    localStorage.removeItem(STORAGE_KEYS.nearestBranch);
    const { store, requestLocation } = await load();
    await waitFor(() => expect(requestLocation).toHaveBeenCalledTimes(1));
    await act(async () => {
      await requestLocation.mock.results[0]?.value;
    });
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

  it('the question is claimed once per app load (store)', () => {
    const store = createStore();
    expect(store.set(claimLocationAskAtom)).toBe(true);
    expect(store.set(claimLocationAskAtom)).toBe(false);
    expect(createStore().set(claimLocationAskAtom)).toBe(true);
  });
});
