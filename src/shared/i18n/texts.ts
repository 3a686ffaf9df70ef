import { useSyncExternalStore } from 'react';
import type { Language } from '@/shared/contract/basics.ts';
import { whenSettled } from '@/shared/lib/when-settled.ts';

export type Messages = Record<string, unknown>;
/** The values a message's `{{name}}` placeholders are filled with. */
export type TextValues = Record<string, unknown>;
/** A message by its key (`section.name`), its placeholders filled: the key itself when no message has it. */
export type Translate = (key: string, values?: TextValues) => string;

type Load = () => Promise<{ default: Messages }>;

/**
 * Each language comes in two parts (locales/all.ts): the first screen's messages, awaited before the first paint,
 * and the other screens' messages, fetched when first needed or once the page has settled, and awaited by every other
 * screen before it draws (`withMessages`, app/lazy-screen.ts). The first screen does not wait for texts it never shows.
 */
const loaders: Record<Language, { first: Load; screens: Load }> = {
  uz: { first: () => import('@locales/uz.json'), screens: () => import('@locales/screens/uz.json') },
  ru: { first: () => import('@locales/ru.json'), screens: () => import('@locales/screens/ru.json') },
  eng: { first: () => import('@locales/eng.json'), screens: () => import('@locales/screens/eng.json') },
};

/** The parts of each language that have come. */
const parts: Partial<Record<Language, { first?: Messages; screens?: Messages }>> = {};

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * Reads a message from a language's parts and fills its placeholders, as i18next does with this app's options (no
 * escaping; a value not given leaves its placeholder, one given as undefined or null is empty). The messages use
 * nothing else of i18next (no plural forms, formats or nesting): texts.test.ts holds this reader equal to i18next on
 * every message of every language.
 */
export function readMessage(sources: readonly Messages[], key: string, values?: TextValues): string {
  let message: unknown;
  for (const source of sources) {
    message = key.split('.').reduce<unknown>((node, name) => (isMessages(node) ? node[name] : undefined), source);
    if (message !== undefined) break;
  }
  if (typeof message !== 'string') return key;
  if (!values) return message;
  return message.replace(PLACEHOLDER, (placeholder, name: string) => {
    const field = name.trim();
    if (!Object.hasOwn(values, field)) return placeholder;
    const value = values[field];
    return value === undefined || value === null ? '' : String(value);
  });
}

const isMessages = (node: unknown): node is Messages => typeof node === 'object' && node !== null;

interface Shown {
  language: Language;
  t: Translate;
}

let shown: Shown = { language: 'uz', t: (key) => key };
const listeners = new Set<() => void>();

/** The parts of a language that have come, read at each call: the screens' part, once in, serves what is drawn next. */
const sourcesOf = (language: Language): Messages[] =>
  [parts[language]?.first, parts[language]?.screens].filter((part): part is Messages => part !== undefined);

function show(language: Language): void {
  shown = { language, t: (key, values) => readMessage(sourcesOf(language), key, values) };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => shown;

/**
 * The language shown and its messages, for the first screen's parts (and what they share with other screens): a
 * change of language draws them again. The other screens use react-i18next's `useTranslation`, whose i18next
 * (app/i18next.ts) comes with their texts, kept in the same language.
 */
export function useText(): Shown {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The language shown now. */
export const currentLanguage = (): Language => shown.language;
/** A message in the language shown now, for what is not drawn by React (a toast's text, a native button's). */
export const translate: Translate = (key, values) => shown.t(key, values);

async function loadPart(language: Language, part: 'first' | 'screens'): Promise<void> {
  if (parts[language]?.[part]) return;
  const messages = (await loaders[language][part]()).default;
  parts[language] = { ...parts[language], [part]: messages };
}

type I18nextBridge = typeof import('./i18next.ts');
let bridge: Promise<I18nextBridge> | null = null;
const loadBridge = (): Promise<I18nextBridge> =>
  (bridge ??= import('./i18next.ts').catch((error: unknown) => {
    bridge = null;
    throw error;
  }));

/** The language i18next shows, with both its parts (the other screens read them there). */
let inI18next: Language | null = null;
let pending: Promise<void> | null = null;
let started: Promise<void> = Promise.resolve();

/**
 * Resolves once the other screens' texts of the language shown are in, and in i18next (at once after the first
 * time). A failed load (offline) rejects, and the next call tries again.
 */
export function messagesComplete(): Promise<void> {
  if (inI18next === shown.language) return Promise.resolve();
  return (pending ??= started.then(completeShown).finally(() => {
    pending = null;
  }));
}

/** Brings the language shown, whole, into i18next; again for another language if it was switched to meanwhile. */
async function completeShown(): Promise<void> {
  for (;;) {
    const { language } = shown;
    const [bridged] = await Promise.all([loadBridge(), loadPart(language, 'screens')]);
    if (shown.language !== language) continue;
    await bridged.showInI18next(language, parts[language] ?? {});
    inI18next = language;
    if (shown.language === language) return;
  }
}

/** A lazily drawn part's code, once the screens' texts have come too (a screen never paints raw keys). */
export async function withMessages<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), messagesComplete()]);
  return loaded;
}

/**
 * Starts with the given language's first-screen messages. The rest, and i18next, come when first needed (a lazily
 * drawn screen or part asks for them through `withMessages`), and otherwise once the page has settled: fetched at
 * boot, they shared the network with the first screen's answers and pictures. There is no fallback language: every
 * key exists in all three locales (a test enforces it), so a fallback would only cost a second download.
 */
export function startTexts(language: Language): Promise<void> {
  shown = { language, t: shown.t };
  started = loadPart(language, 'first').then(() => show(language));
  whenSettled(() => void messagesComplete().catch(() => undefined));
  return started;
}

/** Shows another language: its two parts are fetched, and i18next, if it has come, switches with the page. */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language, 'first'), loadPart(language, 'screens')]);
  if (bridge) {
    await (await bridge).showInI18next(language, parts[language] ?? {});
    inI18next = language;
  }
  started = Promise.resolve();
  show(language);
}
