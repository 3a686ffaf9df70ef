import { QueryClient } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES } from '@locales/all.ts';
import type { Language } from '@/shared/contract/common.ts';

/** i18n with the real locale files (English unless asked), for component tests that read the UI's text. */
export async function createTestI18n(lng: Language = 'eng'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: {
      uz: { translation: MESSAGES.uz },
      ru: { translation: MESSAGES.ru },
      eng: { translation: MESSAGES.eng },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** A query client that does not retry, so a failing call shows its error at once. */
export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });
