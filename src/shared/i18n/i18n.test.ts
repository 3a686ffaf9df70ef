import { describe, expect, it } from 'vitest';
import firstUz from '@locales/uz.json';
import screensUz from '@locales/screens/uz.json';
import { initI18n, messagesComplete, switchLanguage } from './i18n.ts';

describe('the messages, in two parts per language', () => {
  it("has the first screen's texts at the start, the other screens' once asked for, and both in a language switched to", async () => {
    const sections = Object.keys(firstUz).length;
    const i18n = await initI18n('uz');
    expect(i18n.t('common.retry')).toBe('Qayta urinish');
    expect(i18n.exists('cart.title')).toBe(false);
    await messagesComplete();
    expect(i18n.t('cart.title')).toBe('Savat');
    expect(i18n.t('common.retry')).toBe('Qayta urinish');
    await switchLanguage(i18n, 'ru');
    expect(i18n.t('cart.title')).toBe('Корзина');
    expect(i18n.t('common.retry')).toBe('Повторить');
    // The parts are put side by side, never merged into the language files' own objects.
    expect(Object.keys(firstUz)).toHaveLength(sections);
    expect(Object.keys(firstUz).some((section) => section in screensUz)).toBe(false);
  });
});
