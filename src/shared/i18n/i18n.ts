import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@/shared/contract/basics.ts';
import { whenSettled } from '@/shared/lib/when-settled.ts';

type Messages = Record<string, unknown>;
type Load = () => Promise<{ default: Messages }>;

/**
 * Each language comes in two chunks (locales/all.ts): the first screen's messages, awaited before the first paint,
 * and the other screens' messages, fetched when first needed or once the page has settled, and awaited by every other screen before it draws
 * (`messagesComplete`, app/lazy-screen.ts). The first screen does not wait for texts it never shows.
 */
const loaders: Record<Language, { first: Load; screens: Load }> = {
  uz: { first: () => import('@locales/uz.json'), screens: () => import('@locales/screens/uz.json') },
  ru: { first: () => import('@locales/ru.json'), screens: () => import('@locales/screens/ru.json') },
  eng: { first: () => import('@locales/eng.json'), screens: () => import('@locales/screens/eng.json') },
};

export { isLanguage };

/**
 * Adds a part of a language's messages. The two parts share no section (locales/locales.test.ts), so they are put
 * side by side, not merged key by key, and not copied first (i18next's default deep-copies every bundle it is given:
 * work on the first paint's path for texts nothing changes).
 */
const added = (instance: i18n, lng: Language) => (messages: { default: Messages }) => {
  instance.addResourceBundle(lng, 'translation', messages.default, false, true, { silent: false, skipCopy: true });
};

/** The languages whose screens' part each instance has. */
const withScreens = new WeakMap<i18n, Set<Language>>();
/** The instance and language the app shows, from the moment it starts (`started`: once it has its first part). */
let current: { instance: i18n; lng: Language; started: Promise<unknown> } | null = null;
let pending: Promise<void> | null = null;

async function loadScreens(instance: i18n, lng: Language): Promise<void> {
  const languages = withScreens.get(instance) ?? new Set<Language>();
  if (languages.has(lng)) return;
  added(instance, lng)(await loaders[lng].screens());
  withScreens.set(instance, languages.add(lng));
}

/**
 * Resolves once the other screens' texts of the current language are in i18next (at once after the first time). A
 * failed load (offline) rejects, and the next call tries again.
 */
export function messagesComplete(): Promise<void> {
  if (!current) return Promise.resolve();
  const { instance, lng, started } = current;
  if (withScreens.get(instance)?.has(lng)) return Promise.resolve();
  return (pending ??= started
    .then(() => loadScreens(instance, lng))
    .finally(() => {
      pending = null;
    }));
}

/** A lazily drawn part's code, once the screens' texts have come too (a screen never paints raw keys). */
export async function withMessages<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), messagesComplete()]);
  return loaded;
}

/**
 * Starts i18next in the given language with the first screen's messages. The rest come when first needed (a lazily
 * drawn screen or part asks for them through `withMessages`), and otherwise once the page has settled: fetched and
 * merged at boot, they shared the network with the first screen's answers and pictures, and their merging ran
 * before its first paint. There is no runtime fallback language: every key exists in all three locales (a test
 * enforces it), so a fallback would only cost a second download.
 */
export function initI18n(lng: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  // Known at once: a screen asked for before the start has finished waits for its texts all the same.
  const started = start(instance, lng);
  current = { instance, lng, started };
  whenSettled(() => void messagesComplete().catch(() => undefined));
  return started;
}

async function start(instance: i18n, lng: Language): Promise<i18n> {
  // The language file is requested first, so it downloads while i18next starts.
  const messages = loaders[lng].first();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  added(instance, lng)(await messages);
  await instance.changeLanguage(lng);
  return instance;
}

export async function switchLanguage(instance: i18n, lng: Language): Promise<void> {
  if (!instance.hasResourceBundle(lng, 'translation')) added(instance, lng)(await loaders[lng].first());
  await loadScreens(instance, lng);
  current = { instance, lng, started: Promise.resolve() };
  await instance.changeLanguage(lng);
}
