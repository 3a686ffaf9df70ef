import { describe, expect, it } from 'vitest';
import { htmlLang, localize } from './localize.ts';

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
