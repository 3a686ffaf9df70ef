import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { platformAtom, useBackButton, useSettingsButton } from '@platform/index.ts';
import { offeredLanguages } from '@/entities/merchant/languages.lib.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { useTopLayer } from '@/shared/ui/layers.ts';
import { lazyPart, ShellPart, usePartFailedNotice } from './shell-part.tsx';

const LanguageSheet = lazyPart(
  async () => (await import('@/features/choose-language/language-picker.ui.tsx')).LanguageSheet,
);

/**
 * Back closes what is open first: while a layer (side menu, sheet, pop-up, confirmation) is over the page, the back
 * button dismisses the topmost one as Escape does, and only then leaves the screen.
 */
export function useBackClosesLayers(): void {
  const telegram = useAtomValue(platformAtom).kind === 'telegram';
  const top = useTopLayer();
  const dismiss = useCallback(() => top?.dispatchEvent(new Event('cancel', { cancelable: true })), [top]);
  // In a browser the page's arrow is under the layer (inert); Escape and the layer's own close button do this there.
  useBackButton(telegram && top ? { visible: true, action: dismiss } : null);
}

/** Telegram's ⋯ menu's Settings item opens the language choice (when the merchant offers more than one). */
export function SettingsLanguage() {
  const platform = useAtomValue(platformAtom);
  const settings = useAtomValue(settingsAtom);
  const [open, setOpen] = useState(false);
  const notice = usePartFailedNotice();
  const openLanguages = useCallback(() => setOpen(true), []);
  const offered = platform.kind === 'telegram' && offeredLanguages(settings).length > 1;
  useSettingsButton(offered ? openLanguages : null);
  if (!open) return null;
  return (
    <ShellPart
      onFailed={() => {
        setOpen(false);
        notice();
      }}
    >
      <LanguageSheet open onOpenChange={setOpen} />
    </ShellPart>
  );
}
