import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useText } from '@/shared/i18n/texts.ts';
import { platformAtom, themeAtom } from '@platform/index.ts';
import { brandColor, derivePalette, type Palette } from '@/entities/merchant/branding.lib.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { htmlLang, localize } from '@/shared/lib/localize.ts';

const SAFE_ICON = /^(https?:\/\/|\/)[^\s"'<>]*$/;

/**
 * Applies the merchant's identity: title, favicon and HTML lang, and the brand colour as chosen (`--app-brand` on
 * <html>); the colours painted from it come from `usePalette`.
 */
export function useBranding(): void {
  const settings = useAtomValue(settingsAtom);
  const { language } = useText();

  useEffect(() => {
    const title = localize(settings.title, language) || settings.brand;
    if (title) document.title = title;
    document.documentElement.lang = htmlLang(language);
  }, [settings.title, settings.brand, language]);

  useEffect(() => {
    if (!settings.favicon || !SAFE_ICON.test(settings.favicon)) return;
    const link =
      document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
      document.head.appendChild(document.createElement('link'));
    link.rel = 'icon';
    link.href = settings.favicon;
  }, [settings.favicon]);

  const brand = brandColor(settings);
  useEffect(() => {
    document.documentElement.style.setProperty('--app-brand', brand);
  }, [brand]);
}

/**
 * The colours the app paints text in and under, readable on the surfaces of the appearance in use. The brand colour is
 * the one accent (buttons, links, chips, badges) in a browser and inside Telegram, where the surfaces, texts and hints
 * follow Telegram's theme. Set on telegram-ui's root, where its `--tgui--*` colours are declared.
 */
export function usePalette(dark: boolean): Palette {
  const settings = useAtomValue(settingsAtom);
  const platform = useAtomValue(platformAtom);
  const theme = useAtomValue(themeAtom);
  const brand = brandColor(settings);
  const telegram = platform.kind === 'telegram';
  return useMemo(
    () => derivePalette({ brand, dark, theme: theme.colors, telegram }),
    [brand, dark, theme.colors, telegram],
  );
}
