import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_SETTINGS } from '@/shared/contract/merchant.ts';
import { policyEnabled, policyHtml } from './policy.lib.ts';

describe('policyHtml', () => {
  const all = { uz: '<p>uz</p>', ru: '<p>ru</p>', eng: '<p>eng</p>' };
  it.each(['uz', 'ru', 'eng'])('picks the current language (%s)', (lng) =>
    expect(policyHtml(all, lng)).toBe(`<p>${lng}</p>`),
  );
  it('falls back uz -> ru -> eng when the current language is missing, blank or unknown', () => {
    expect(policyHtml({ uz: '<p>uz</p>', ru: null, eng: '<p>eng</p>' }, 'ru')).toBe('<p>uz</p>');
    expect(policyHtml({ uz: '  ', ru: '<p>ru</p>', eng: '<p>eng</p>' }, 'uz')).toBe('<p>ru</p>');
    expect(policyHtml({ uz: '', ru: '', eng: '<p>eng</p>' }, 'uz')).toBe('<p>eng</p>');
    expect(policyHtml({ uz: null, ru: '<p>ru</p>', eng: '<p>eng</p>' }, 'de')).toBe('<p>ru</p>');
  });
  it('is empty when there is no text at all', () => {
    expect(policyHtml(null, 'uz')).toBe('');
    expect(policyHtml({ uz: null, ru: undefined, eng: ' ' }, 'eng')).toBe('');
  });
});

describe('policyEnabled', () => {
  it('follows each document its own flag', () => {
    const settings = {
      ...DEFAULT_WEB_SETTINGS,
      termsOfUseActive: true,
      privacyActive: false,
      aboutMerchantActive: true,
    };
    expect(policyEnabled('TERMS', settings)).toBe(true);
    expect(policyEnabled('PRIVACY_POLICY', settings)).toBe(false);
    expect(policyEnabled('ABOUT_COMPANY', settings)).toBe(true);
  });
  it('is off for every document under the default settings', () => {
    for (const type of ['TERMS', 'PRIVACY_POLICY', 'ABOUT_COMPANY'] as const)
      expect(policyEnabled(type, DEFAULT_WEB_SETTINGS)).toBe(false);
  });
});
