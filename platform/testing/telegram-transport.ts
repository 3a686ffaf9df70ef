/**
 * A fake Telegram client for vitest: launch parameters in the URL hash and a recording
 * `TelegramWebviewProxy.postEvent` that answers as a mobile client does (theme, viewport, safe areas, and the location
 * manager's check and request, the phone prompt and the shared contact, as the test sets them). Install it before the
 * Telegram adapter is imported.
 */
export interface SentEvent {
  name: string;
  data: Record<string, unknown> | undefined;
}

export interface FakeTelegramClient {
  sent: SentEvent[];
  /** `location_checked`'s answer to `web_app_check_location`; null: never answers. */
  checked: Record<string, unknown> | null;
  /** `location_requested`'s answer to `web_app_request_location`; null: never answers (a prompt nobody answers). */
  requested: Record<string, unknown> | null;
  /**
   * `phone_requested`'s answer to `web_app_request_phone` (null: never answers) and the contact that
   * `getRequestedContact` then gives (an empty result until the person shared it).
   */
  phone: { status: 'sent' | 'cancelled' } | null;
  contact: string;
  names(): string[];
  uninstall(): void;
}

const THEME = { bg_color: '#ffffff', text_color: '#000000', button_color: '#2481cc', button_text_color: '#ffffff' };

function emit(eventType: string, eventData: unknown): void {
  window.dispatchEvent(
    new MessageEvent('message', { data: JSON.stringify({ eventType, eventData }), source: window.parent }),
  );
}

export function installTelegramClient(version: string): FakeTelegramClient {
  window.sessionStorage.clear();
  const initData = new URLSearchParams({
    user: JSON.stringify({ id: 44, first_name: 'Lola', language_code: 'uz' }),
    auth_date: '1763700000',
    hash: 'c'.repeat(64),
    signature: 'sig',
  }).toString();
  window.location.hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: version,
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(THEME),
  }).toString();
  const client: FakeTelegramClient = {
    sent: [],
    checked: { available: true, access_requested: false, access_granted: false },
    requested: { available: false },
    phone: { status: 'cancelled' },
    contact: '',
    names: () => client.sent.map((event) => event.name),
    uninstall() {
      delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
      window.location.hash = '';
    },
  };
  let shared = false;
  const answers: Record<string, (data: Record<string, unknown> | undefined) => [string, unknown] | null> = {
    web_app_request_theme: () => ['theme_changed', { theme_params: THEME }],
    web_app_request_viewport: () => [
      'viewport_changed',
      { height: 700, width: 390, is_expanded: true, is_state_stable: true },
    ],
    web_app_request_safe_area: () => ['safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }],
    web_app_request_content_safe_area: () => ['content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }],
    web_app_check_location: () => (client.checked ? ['location_checked', client.checked] : null),
    web_app_request_location: () => (client.requested ? ['location_requested', client.requested] : null),
    web_app_request_phone: () => {
      shared = client.phone?.status === 'sent';
      return client.phone ? ['phone_requested', client.phone] : null;
    },
    web_app_invoke_custom_method: (data) =>
      data?.method === 'getRequestedContact'
        ? ['custom_method_invoked', { req_id: data.req_id, result: shared ? client.contact : '' }]
        : null,
  };
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
    postEvent(name: string, data?: string) {
      const parsed = data ? (JSON.parse(data) as Record<string, unknown>) : undefined;
      client.sent.push({ name, data: parsed });
      const answer = answers[name]?.(parsed);
      if (answer) setTimeout(() => emit(...answer));
    },
  };
  return client;
}
