import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppStore, createQueryClient } from './app/store.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import './app/global.css';

async function boot(): Promise<void> {
  const queryClient = createQueryClient();
  const store = createAppStore(queryClient);
  const i18n = await initI18n('uz');
  const appearance = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App store={store} queryClient={queryClient} i18n={i18n} appearance={appearance} platform="base" />
    </StrictMode>,
  );
}

void boot();
