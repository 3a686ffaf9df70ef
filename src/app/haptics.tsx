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
    // An alert added with words in it, or words added to one standing in the page (a LiveMessage, empty while there
    // is nothing to say: an empty one is no refusal). Words come as nodes added, or as a text node's words changed.
    const ALERT = '[role="alert"]';
    const says = (node: Node) => !!node.textContent?.trim();
    const inAlert = (node: Node) => !!node.parentElement?.closest(ALERT);
    const alerting = (node: Node) =>
      node instanceof Element && !inAlert(node)
        ? (node.matches(ALERT) && says(node)) || [...node.querySelectorAll(ALERT)].some(says)
        : says(node) && inAlert(node);
    const alerts = new MutationObserver((records) => {
      const refused = records.some((record) =>
        record.type === 'characterData' ? alerting(record.target) : [...record.addedNodes].some(alerting),
      );
      if (refused) haptics.notification('error');
    });
    document.addEventListener('change', changed, true);
    document.addEventListener('click', tapped, true);
    alerts.observe(document.body, { childList: true, characterData: true, subtree: true });
    return () => {
      document.removeEventListener('change', changed, true);
      document.removeEventListener('click', tapped, true);
      alerts.disconnect();
    };
  }, [haptics]);
  return null;
}
