import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/shared/contract/basics.ts';

/** A part of a language's messages, as texts.ts has loaded it. */
type Messages = Record<string, unknown>;

/**
 * i18next, for the screens after the first (react-i18next's `useTranslation`): it comes with their texts
 * (texts.ts `withMessages`), is given the messages texts.ts has loaded, and shows the language the page shows.
 */
let instance: Promise<i18n> | null = null;
/** The message parts each language has been given. */
const given = new Map<Language, Set<Messages>>();

async function start(language: Language): Promise<i18n> {
  const created = i18next.createInstance();
  // react-i18next's hooks find it without a provider: initReactI18next makes it theirs.
  await created.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return created;
}

/**
 * Gives i18next a language's parts and shows it. The two parts share no section (locales/locales.test.ts), so they are
 * put side by side, not merged key by key, and not copied first (i18next's default deep-copies every bundle it is
 * given: work for texts nothing changes).
 */
export async function showInI18next(
  language: Language,
  parts: { first?: Messages; screens?: Messages },
): Promise<i18n> {
  const ready = await (instance ??= start(language));
  const had = given.get(language) ?? new Set<Messages>();
  for (const part of [parts.first, parts.screens]) {
    if (!part || had.has(part)) continue;
    ready.addResourceBundle(language, 'translation', part, false, true, { silent: false, skipCopy: true });
    had.add(part);
  }
  given.set(language, had);
  if (ready.language !== language) await ready.changeLanguage(language);
  return ready;
}
