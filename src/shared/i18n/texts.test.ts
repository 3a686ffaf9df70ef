import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { getI18n } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@locales/all.ts';
import firstUz from '@locales/uz.json';
import screensUz from '@locales/screens/uz.json';
import type { Language } from '@/shared/contract/basics.ts';
import {
  currentLanguage,
  messagesComplete,
  readMessage,
  startTexts,
  switchLanguage,
  translate,
  useText,
  type Messages,
} from './texts.ts';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/{{(.+?)}}/g)].map((match) => (match[1] ?? '').trim());

describe("the first screen's reader of the messages", () => {
  it('reads every message of every language as i18next does, with its values, without them, and with a count', async () => {
    const languages = Object.keys(MESSAGES) as Language[];
    const reference = i18next.createInstance();
    await reference.init({
      lng: 'uz',
      fallbackLng: false,
      resources: Object.fromEntries(languages.map((lng) => [lng, { translation: MESSAGES[lng] }])),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    let compared = 0;
    for (const language of languages) {
      const t = reference.getFixedT(language);
      const sources: Messages[] = [MESSAGES[language]];
      for (const key of keys(MESSAGES[language])) {
        const message = readMessage(sources, key);
        const names = placeholders(message);
        const given = Object.fromEntries(names.map((name, index) => [name, index % 2 ? 7 : 'Oʻrik <b>&']));
        const cases = [
          undefined,
          given,
          { ...given, count: 3 },
          { count: 1 },
          Object.fromEntries(names.map((name) => [name, undefined])),
          Object.fromEntries(names.map((name) => [name, null])),
        ];
        for (const values of cases) {
          expect(readMessage(sources, key, values), `${language} ${key} ${JSON.stringify(values)}`).toBe(
            t(key, values),
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(3 * 600 * 6);
    // A key no message has reads as itself, and a section is not a message.
    expect(readMessage([MESSAGES.eng], 'no.such.key')).toBe(reference.t('no.such.key'));
    expect(readMessage([MESSAGES.eng], 'common')).toBe('common');
  });
});

describe('the messages, in two parts per language', () => {
  it("has the first screen's texts at the start, the other screens' and i18next once asked for, and both in a language switched to", async () => {
    const sections = Object.keys(firstUz).length;
    const { result } = renderHook(() => useText());
    await act(() => startTexts('uz'));
    expect(result.current.language).toBe('uz');
    expect(result.current.t('common.retry')).toBe('Qayta urinish');
    expect(translate('cart.title')).toBe('cart.title');
    // i18next has not come yet: the first screen has no use for it.
    expect(getI18n()).toBeUndefined();

    await messagesComplete();
    expect(translate('cart.title')).toBe('Savat');
    expect(getI18n().language).toBe('uz');
    expect(getI18n().t('cart.title')).toBe('Savat');
    expect(getI18n().t('common.retry')).toBe('Qayta urinish');

    await act(() => switchLanguage('ru'));
    expect(currentLanguage()).toBe('ru');
    expect(result.current.language).toBe('ru');
    expect(result.current.t('common.retry')).toBe('Повторить');
    expect(getI18n().language).toBe('ru');
    expect(getI18n().t('cart.title')).toBe('Корзина');
    expect(getI18n().t('common.retry')).toBe('Повторить');
    // The parts are put side by side, never merged into the language files' own objects.
    expect(Object.keys(firstUz)).toHaveLength(sections);
    expect(Object.keys(firstUz).some((section) => section in screensUz)).toBe(false);
  });

  it('keeps i18next in the language shown when the language changes while its texts come', async () => {
    await startTexts('eng');
    const completing = messagesComplete();
    await switchLanguage('uz');
    await completing;
    await messagesComplete();
    expect(currentLanguage()).toBe('uz');
    expect(getI18n().language).toBe('uz');
    expect(getI18n().t('cart.title')).toBe('Savat');
  });
});
