import { describe, expect, it } from 'vitest';
import { allowedLanguage, offeredLanguages } from './languages.lib.ts';

const all = { uzLangActive: true, ruLangActive: true, engLangActive: true, mainLanguage: 'uz' as const };
describe('languages offered by the merchant', () => {
  it('offers each language behind its flag', () => {
    expect(offeredLanguages(all)).toEqual(['uz', 'ru', 'eng']);
    expect(offeredLanguages({ ...all, ruLangActive: false })).toEqual(['uz', 'eng']);
    expect(offeredLanguages({ uzLangActive: false, ruLangActive: false, engLangActive: false })).toEqual(['uz']);
  });
  it('keeps an offered language and replaces one that is not', () => {
    expect(allowedLanguage('ru', all)).toBe('ru');
    expect(allowedLanguage('ru', { ...all, ruLangActive: false, mainLanguage: 'eng' })).toBe('eng');
    expect(allowedLanguage('ru', { ...all, ruLangActive: false, uzLangActive: false, mainLanguage: 'ru' })).toBe('eng');
  });
});
