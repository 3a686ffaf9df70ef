import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@/shared/contract/common.ts';

type Messages = Record<string, unknown>;

/** Each language is its own chunk, loaded on demand. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  uz: () => import('@locales/uz.json'),
  ru: () => import('@locales/ru.json'),
  eng: () => import('@locales/eng.json'),
};

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

async function ensureLoaded(instance: i18n, lng: Language): Promise<void> {
  if (instance.hasResourceBundle(lng, 'translation')) return;
  const messages = await loaders[lng]();
  instance.addResourceBundle(lng, 'translation', messages.default, true, true);
}

/**
 * Starts i18next in the given language. There is no runtime fallback language: every key exists in all three
 * locales (a test enforces it), so a fallback would only cost a second download.
 */
export async function initI18n(lng: Language): Promise<i18n> {
  // The language file is requested first, so it downloads while i18next starts.
  const messages = loaders[lng]();
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.addResourceBundle(lng, 'translation', (await messages).default, true, true);
  await instance.changeLanguage(lng);
  return instance;
}

export async function switchLanguage(instance: i18n, lng: Language): Promise<void> {
  await ensureLoaded(instance, lng);
  await instance.changeLanguage(lng);
}
