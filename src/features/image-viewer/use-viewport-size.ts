import { useEffect, useState } from 'react';
import type { Size } from './image-viewer.lib.ts';

const windowSize = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** The viewer fills the window, so the window's size is its viewport; follows resizes and rotations. */
export function useViewportSize(): Size {
  const [size, setSize] = useState<Size>(windowSize);
  useEffect(() => {
    const onResize = () =>
      setSize((previous) => {
        const next = windowSize();
        return previous.width === next.width && previous.height === next.height ? previous : next;
      });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}
