import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { switchLanguage, useText } from '@/shared/i18n/texts.ts';
import { allowedLanguage } from '@/entities/merchant/languages.lib.ts';
import { settingsAtom, settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';

/** Once the merchant's settings are known, a language it does not offer is replaced by one it does. */
export function useLanguagePolicy(): void {
  const { language } = useText();
  const settings = useAtomValue(settingsAtom);
  const loaded = useAtomValue(settingsLoadedAtom);
  useEffect(() => {
    if (!loaded) return;
    const allowed = allowedLanguage(language, settings);
    if (allowed !== language) void switchLanguage(allowed);
  }, [loaded, settings, language]);
}
