import { describe, expect, it } from 'vitest';
import { dishName, htmlLang, localize } from './localize.ts';

describe('localize', () => {
  const name = { uz: 'Palov', ru: 'Плов', eng: 'Pilaf' };
  it('picks the current language', () => {
    expect(localize(name, 'uz')).toBe('Palov');
    expect(localize(name, 'ru')).toBe('Плов');
    expect(localize(name, 'eng')).toBe('Pilaf');
  });
  it('falls back to the nearest language present', () => {
    expect(localize({ uz: 'Somsa', ru: null, eng: '' }, 'ru')).toBe('Somsa');
    expect(localize({ uz: null, ru: 'Чай', eng: 'Tea' }, 'uz')).toBe('Чай');
    expect(localize({ ru: 'Чай', eng: 'Tea' }, 'eng')).toBe('Tea');
    expect(localize(null, 'uz')).toBe('');
  });
  it('maps eng to the HTML lang en', () => {
    expect(htmlLang('eng')).toBe('en');
    expect(htmlLang('uz')).toBe('uz');
  });
});

describe('a dish name as drawn', () => {
  const nbsp = '\u00a0';
  it.each([
    ['Свадебный плов (1 кг)', `Свадебный плов (1${nbsp}кг)`],
    ['Manti (5 pcs)', `Manti (5${nbsp}pcs)`],
    ['Choy 0,5 l va non', `Choy 0,5${nbsp}l va non`],
    // A long word after a number is not a unit: it may go to the next line.
    ['Osh 2 kishilik', 'Osh 2 kishilik'],
    ['Plov', 'Plov'],
  ])('keeps the quantity of %s on one line', (name, drawn) =>
    expect(dishName({ uz: name, ru: name, eng: name }, 'ru')).toBe(drawn),
  );
});
