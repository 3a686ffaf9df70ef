import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import { PageLoading } from './page-loading.tsx';
import { NotFoundScreen } from '@/screens/not-found/not-found-screen.ui.tsx';

/**
 * A route behind a settings flag: its screen when the flag is on, the not-found page when it is off. Until the
 * merchant's settings arrive the flag is not known yet (the defaults have it off), so it waits rather than flash
 * "not found" on a page that exists.
 */
export function FeatureRoute({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [location] = useLocation();
  const loaded = useAtomValue(settingsLoadedAtom);
  if (!loaded) {
    return <PageLoading />;
  }
  return enabled ? <>{children}</> : <NotFoundScreen path={location} />;
}
