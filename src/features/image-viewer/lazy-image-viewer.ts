import { lazy } from 'react';
import { withMessages } from '@/shared/i18n/texts.ts';

/**
 * The image viewer comes with the first picture or story opened, not with the screen that offers it: a screen asks
 * for it as a finger touches a picture (and a dish's page once it has settled), and draws it in a Suspense with no
 * fallback (the viewer draws nothing while closed).
 */
export const loadImageViewer = () => withMessages(() => import('./image-viewer.ui.tsx'));

export const LazyImageViewer = lazy(async () => ({ default: (await loadImageViewer()).ImageViewer }));
