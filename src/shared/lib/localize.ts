import type { Language, Localized } from '@/shared/contract/common.ts';

const ORDER: Record<Language, Language[]> = {
  uz: ['uz', 'ru', 'eng'],
  ru: ['ru', 'uz', 'eng'],
  eng: ['eng', 'ru', 'uz'],
};

/** A multilingual `{uz, ru, eng}` text in the current language, else the nearest one present, else ''. */
export function localize(text: Localized | null | undefined, language: string): string {
  if (!text) return '';
  const order = ORDER[language as Language] ?? ORDER.uz;
  for (const lng of order) {
    const value = text[lng]?.trim();
    if (value) return value;
  }
  return '';
}

/** The HTML `lang` of our language codes. */
export const htmlLang = (language: string): string => (language === 'eng' ? 'en' : language);
