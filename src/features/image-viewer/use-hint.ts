import { useCallback, useEffect, useState } from 'react';
import { HINT_DURATION_MS } from './image-viewer.lib.ts';

/** A short message ("Slideshow started", "120%") that clears itself after HINT_DURATION_MS. */
export function useHint(): [string, (text: string) => void] {
  const [hint, setHint] = useState<{ text: string; seq: number } | null>(null);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(null), HINT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [hint]);
  const show = useCallback((text: string) => setHint((previous) => ({ text, seq: (previous?.seq ?? 0) + 1 })), []);
  return [hint?.text ?? '', show];
}
