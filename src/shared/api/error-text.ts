import type { Translate } from '@/shared/i18n/texts.ts';
import type { Language } from '@/shared/contract/common.ts';
import type { ApiError } from './api-error.ts';

/** What to tell the user about a failed call, in their language: the server's own description when it sent one. */
export function errorText(error: ApiError, language: string, t: Translate): string {
  const description = error.description;
  if (description) {
    const text = description[language as Language] ?? description.uz ?? description.eng;
    if (text) return text;
  }
  switch (error.kind) {
    case 'network':
      return t('errors.network');
    case 'timeout':
      return t('errors.timeout');
    case 'contract':
      return t('errors.contract');
    case 'unauthorized':
      return t('errors.unauthorized');
    case 'http':
      return error.status !== null && error.status >= 500 ? t('errors.server') : t('common.error');
    default:
      return t('common.error');
  }
}
