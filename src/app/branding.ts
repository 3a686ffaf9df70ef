import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { platformAtom } from '../../platform/index.ts';
import { brandColor, brandTextColor } from '../entities/merchant/branding.lib.ts';
import { settingsAtom } from '../entities/merchant/merchant.atoms.ts';
import { htmlLang, localize } from '../shared/lib/localize.ts';

const SAFE_ICON = /^(https?:\/\/|\/)[^\s"'<>]*$/;

/**
 * Applies the merchant's identity: title, favicon, HTML lang and colours. In a browser the brand colour paints the
 * buttons and links (telegram-ui reads `--tg-theme-*`); inside Telegram surfaces and buttons follow Telegram's theme and
 * the brand colour is only an accent (`--app-accent`).
 */
export function useBranding(): void {
  const settings = useAtomValue(settingsAtom);
  const platform = useAtomValue(platformAtom);
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    const title = localize(settings.title, language) || settings.brand;
    if (title) document.title = title;
    document.documentElement.lang = htmlLang(language);
  }, [settings.title, settings.brand, language]);

  useEffect(() => {
    if (!settings.favicon || !SAFE_ICON.test(settings.favicon)) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.head.appendChild(document.createElement('link'));
    link.rel = 'icon';
    link.href = settings.favicon;
  }, [settings.favicon]);

  useEffect(() => {
    const root = document.documentElement.style;
    const color = brandColor(settings);
    root.setProperty('--app-accent', color);
    root.setProperty('--app-accent-text', brandTextColor(color));
    if (platform.kind === 'telegram') return;
    root.setProperty('--tg-theme-button-color', color);
    root.setProperty('--tg-theme-button-text-color', brandTextColor(color));
    root.setProperty('--tg-theme-link-color', color);
    root.setProperty('--tg-theme-accent-text-color', color);
  }, [settings, platform.kind]);
}
