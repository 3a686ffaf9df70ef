import { LANGUAGES, type Language } from '@/shared/contract/common.ts';
import type { WebSettings } from '@/shared/contract/merchant.ts';

/** The languages this merchant offers (each behind its flag), in the product's order uz, ru, eng. */
export function offeredLanguages(
  settings: Pick<WebSettings, 'uzLangActive' | 'ruLangActive' | 'engLangActive'>,
): Language[] {
  const active: Record<Language, boolean> = {
    uz: settings.uzLangActive,
    ru: settings.ruLangActive,
    eng: settings.engLangActive,
  };
  const offered = LANGUAGES.filter((lng) => active[lng]);
  return offered.length > 0 ? offered : ['uz'];
}

/** The language to show: the current one if offered, else the merchant's main language if offered, else the first. */
export function allowedLanguage(
  current: string,
  settings: Pick<WebSettings, 'uzLangActive' | 'ruLangActive' | 'engLangActive' | 'mainLanguage'>,
): Language {
  const offered = offeredLanguages(settings);
  if (offered.includes(current as Language)) return current as Language;
  if (offered.includes(settings.mainLanguage)) return settings.mainLanguage;
  return offered[0] ?? 'uz';
}
