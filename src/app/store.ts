import { QueryClient } from '@tanstack/query-core';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { isTransient } from '@/shared/api/api-error.ts';

export type AppStore = ReturnType<typeof createStore>;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        // One quiet second try for a failure that may pass; anything else is shown with its retry at once.
        retry: (failures, error) => failures < 1 && isTransient(error),
        refetchOnWindowFocus: false,
        // Offline, a call fails at once and says so (with its retry) instead of waiting unseen for the network; the
        // failed reads are fetched again when it comes back.
        networkMode: 'always',
      },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

/** The one jotai store of the app; it holds the one QueryClient. Tests create fresh ones. */
export function createAppStore(queryClient: QueryClient = createQueryClient()): AppStore {
  const store = createStore();
  store.set(queryClientAtom, queryClient);
  return store;
}
