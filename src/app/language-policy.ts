import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedLanguage } from '@/entities/merchant/languages.lib.ts';
import { settingsAtom, settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import { switchLanguage } from '@/shared/i18n/i18n.ts';

/** Once the merchant's settings are known, a language it does not offer is replaced by one it does. */
export function useLanguagePolicy(): void {
  const { i18n } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const loaded = useAtomValue(settingsLoadedAtom);
  useEffect(() => {
    if (!loaded) return;
    const allowed = allowedLanguage(i18n.language, settings);
    if (allowed !== i18n.language) void switchLanguage(i18n, allowed);
  }, [loaded, settings, i18n, i18n.language]);
}
