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

/**
 * A dish's name as drawn: a quantity stays on one line with its unit ("(1 кг)", "5 dona", "350 g"): the space
 * between a number and a short word after it becomes a no-break space, so a narrow column never leaves "(1" at the end
 * of one line and "кг)" on the next.
 */
export function dishName(text: Localized | null | undefined, language: string): string {
  return localize(text, language).replace(/(\d) (?=\p{L}{1,5}(?!\p{L}))/gu, '$1\u00a0');
}

/** The HTML `lang` of our language codes. */
export const htmlLang = (language: string): string => (language === 'eng' ? 'en' : language);
