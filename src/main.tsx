import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootPlatform, platformAtom, themeAtom } from '../platform/index.ts';
import { App } from './app/app.tsx';
import { createAppStore, createQueryClient } from './app/store.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import './app/global.css';

/** Boot: platform (decided once, before the router mounts) -> store + query client -> i18n -> render. */
async function boot(): Promise<void> {
  const [platform, i18n] = await Promise.all([bootPlatform(), initI18n('uz')]);
  const queryClient = createQueryClient();
  const store = createAppStore(queryClient);
  store.set(platformAtom, platform);
  store.set(themeAtom, platform.theme());
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App store={store} queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
}

void boot();
