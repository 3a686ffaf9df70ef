import { loadScript } from './load-script.ts';

/**
 * The merchant's call widget: a script from `callWidget.scriptUrl`, shown only on the catalogue, product and
 * category routes. Widgets are all different, so hiding is generic: off those routes the body gets the class
 * `call-widget-hidden` and `data-call-widget="off"` (`"on"` on them); integrations.css hides every element marked
 * `data-call-widget` under that class, and a widget (or a selector added to the CSS for a known one) can follow the
 * body attribute. The injected script itself carries `data-call-widget="script"`.
 */
export const CALL_WIDGET_HIDDEN_CLASS = 'call-widget-hidden';

let started = false;
let shown = true;

export function startCallWidget(scriptUrl: string): void {
  if (started) return;
  started = true;
  applyVisibility();
  void loadScript(scriptUrl, { 'data-call-widget': 'script', 'data-integration': 'call-widget' });
}

/** Whether the current route allows the widget; the body reflects it once the widget has been started. */
export function setCallWidgetShown(value: boolean): void {
  shown = value;
  if (started) applyVisibility();
}

function applyVisibility(): void {
  document.body.classList.toggle(CALL_WIDGET_HIDDEN_CLASS, !shown);
  document.body.dataset.callWidget = shown ? 'on' : 'off';
}

/** Tests only. */
export function resetCallWidget(): void {
  started = false;
  shown = true;
  document.body.classList.remove(CALL_WIDGET_HIDDEN_CLASS);
  delete document.body.dataset.callWidget;
}
