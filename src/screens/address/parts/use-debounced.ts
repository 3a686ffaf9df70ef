import { useEffect, useState } from 'react';

/** The value once it stopped changing for `ms` (spec §9: lookups are debounced by 50 ms). */
export function useDebounced<T>(value: T, ms: number, same: (a: T, b: T) => boolean = Object.is): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (same(settled, value)) return;
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms, same, settled]);
  return settled;
}
