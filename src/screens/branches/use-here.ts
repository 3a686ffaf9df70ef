import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { platformAtom, type GeoPoint } from '@platform/index.ts';

/** Where the customer is, for distances: 'unknown' until looked up, 'off' when refused or unavailable. */
export type Here = { kind: 'unknown' } | { kind: 'off' } | { kind: 'known'; point: GeoPoint };

/**
 * The customer's location for the branch list. A page load never asks (it is not a gesture): a location allowed
 * before is used silently. `ask()` asks, for the 'nearest to me' tap.
 */
export function useHere(): { here: Here; asking: boolean; ask(): Promise<void> } {
  const platform = useAtomValue(platformAtom);
  const [here, setHere] = useState<Here>({ kind: 'unknown' });
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    let live = true;
    void platform.knownLocation().then((point) => {
      if (live && point) setHere({ kind: 'known', point });
    });
    return () => {
      live = false;
    };
  }, [platform]);

  const ask = useCallback(async () => {
    setAsking(true);
    try {
      const point = await platform.requestLocation();
      setHere(point ? { kind: 'known', point } : { kind: 'off' });
    } finally {
      setAsking(false);
    }
  }, [platform]);

  return { here, asking, ask };
}
