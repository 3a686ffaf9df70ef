import { MainButtonScope, useMainButton, useSecondaryButton } from '@platform/index.ts';
import { useTopLayer } from '@/shared/ui/layers.ts';
import { NativeFeedback } from './haptics.tsx';

/**
 * The shell's parts only Telegram needs, loaded only there (app.tsx): haptic feedback, and the native buttons kept
 * from acting under a layer.
 */
export function TelegramShell() {
  return (
    <>
      <NativeFeedback />
      <LayerHidesPageButtons />
    </>
  );
}

/**
 * Telegram draws its main and secondary buttons outside the page, above a layer's backdrop: while a layer with no main
 * button of its own is on top (the side menu, a sheet, a confirmation), they are hidden, or a tap there would act on
 * the page behind it (the basket opened from under the side menu). The dish's pop-up has its own (`data-main-button`).
 */
export function LayerHidesPageButtons() {
  const top = useTopLayer();
  if (!top || top.dataset.mainButton !== undefined) return null;
  return (
    <MainButtonScope>
      <PageButtonsHidden />
    </MainButtonScope>
  );
}

function PageButtonsHidden() {
  useMainButton(null);
  useSecondaryButton(null);
  return null;
}
