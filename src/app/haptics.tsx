import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { hapticsAtom } from '@platform/index.ts';
import { toastsAtom } from '@/shared/ui/toast.atoms.ts';

/** The controls a tap on which is a choice: marked `data-haptic` ("selection", or "impact" for adding). */
const TAPPED = '[data-haptic]';

/**
 * Haptic feedback in one place, from what the person meets, never screen by screen:
 * - a choice: a radio, checkbox or select changed, or a control marked `data-haptic` tapped (steppers, chips,
 *   switches): `selectionChanged` (`data-haptic="impact"`: a light impact, for adding);
 * - a refusal: whatever says it as an alert (an error toast, a form's or a screen's error): an error notification;
 * - a success toast: a success notification (unless what it confirms gave its own: adding to the basket).
 * Inside Telegram these reach the client's haptic engine; in a browser the platform's haptics do nothing.
 */
export function NativeFeedback(): null {
  const haptics = useAtomValue(hapticsAtom);
  const toasts = useAtomValue(toastsAtom);
  const lastToast = useRef(toasts.at(-1)?.id ?? 0);

  useEffect(() => {
    for (const toast of toasts) {
      if (toast.id <= lastToast.current) continue;
      lastToast.current = toast.id;
      if (toast.kind === 'success' && toast.haptic !== false) haptics.notification('success');
    }
  }, [toasts, haptics]);

  useEffect(() => {
    const changed = (event: Event) => {
      const target = event.target;
      if (
        (target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox')) ||
        target instanceof HTMLSelectElement
      )
        haptics.selection();
    };
    const tapped = (event: Event) => {
      const control = event.target instanceof Element ? event.target.closest(TAPPED) : null;
      if (!control || control.matches(':disabled, [aria-disabled="true"]')) return;
      if (control.getAttribute('data-haptic') === 'impact') haptics.impact('light');
      else haptics.selection();
    };
    // An alert added, or words added to one standing in the page (a LiveMessage).
    const ALERT = '[role="alert"]';
    const alerting = (node: Node) =>
      node instanceof Element
        ? node.matches(ALERT) || !!node.querySelector(ALERT) || !!node.parentElement?.closest(ALERT)
        : !!node.textContent?.trim() && !!node.parentElement?.closest(ALERT);
    const alerts = new MutationObserver((records) => {
      if (records.some((record) => [...record.addedNodes].some(alerting))) haptics.notification('error');
    });
    document.addEventListener('change', changed, true);
    document.addEventListener('click', tapped, true);
    alerts.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('change', changed, true);
      document.removeEventListener('click', tapped, true);
      alerts.disconnect();
    };
  }, [haptics]);
  return null;
}
