/**
 * The Telegram client for QA: a Playwright fixture that opens any route of the storefront as if inside Telegram.
 *
 *   test('...', async ({ telegram }) => {
 *     const tg = await telegram.open('/cart', { startParam: 'product_12', theme: 'dark', platform: 'ios' });
 *     await tg.pressMainButton();
 *     expect(await tg.events('web_app_trigger_haptic_feedback')).toHaveLength(1);
 *   });
 *
 * Launch parameters go in the URL hash with initData really signed by the reference API's bot token (or forged on
 * request). `window.TelegramWebviewProxy.postEvent` (how mobile clients receive a mini-app's calls) records every event
 * the app sends and answers the requests a real client answers (theme, viewport, safe areas, location, the phone
 * prompt with a contact signed by the same token). Tests press the native
 * buttons and change the theme or viewport by emitting the client's events.
 */
import { createHmac } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';
import { sign } from '@telegram-apps/init-data-node';
import { TEST_BOT_TOKEN } from '../../server/config.ts';

export const LIGHT_THEME = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  secondary_bg_color: '#efeff3',
  header_bg_color: '#ffffff',
  accent_text_color: '#2481cc',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d72',
  subtitle_text_color: '#999999',
  destructive_text_color: '#ff3b30',
  bottom_bar_bg_color: '#ffffff',
} as const;

export const DARK_THEME = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
  header_bg_color: '#17212b',
  accent_text_color: '#6ab2f2',
  section_bg_color: '#17212b',
  section_header_text_color: '#6ab3f3',
  subtitle_text_color: '#708499',
  destructive_text_color: '#ec3942',
  bottom_bar_bg_color: '#17212b',
} as const;

export interface TelegramUserInit {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface OpenOptions {
  user?: TelegramUserInit;
  platform?: 'ios' | 'android' | 'tdesktop' | 'macos' | 'web';
  version?: string;
  theme?: 'light' | 'dark';
  startParam?: string;
  /** Sign with a wrong token: the server must refuse it. */
  forged?: boolean;
  /** Seconds ago the initData was signed (default: now). */
  ageSeconds?: number;
  /** initData as clients before Bot API 8.0 send it: a `hash` and no `signature`. */
  withoutSignature?: boolean;
  /** The client's location manager (Mini Apps 8.0): by default the bot was never allowed and a request is refused. */
  location?: LocationClient;
  /** The phone prompt (`web_app_request_phone`): by default the person cancels it. */
  contact?: ContactClient;
  /**
   * Opened fullscreen (Bot API 8.0): the launch says so (`tgWebAppFullscreen`) and the client answers the safe area
   * requests with these insets (the status bar; Telegram's own controls over the page). Without it: all zero.
   */
  fullscreen?: { safeArea?: Partial<Insets>; contentSafeArea?: Partial<Insets> };
  /** Launch parameters set as given, or left out (null), over the ones above: for malformed launches. */
  launch?: Record<string, string | null>;
}

/**
 * How the client answers the phone prompt: `web_app_request_phone` with `phone_requested` (`share`: `sent`; `cancel`:
 * `cancelled`; `never`: no answer), then `web_app_invoke_custom_method` `getRequestedContact` with
 * `custom_method_invoked` carrying the contact really signed with the test bot token (an empty result before the
 * person shared it, as Telegram answers). `phone` is the shared number as Telegram writes it (digits, no '+'); by
 * default a fresh +998 number.
 */
export interface ContactClient {
  answer: 'share' | 'cancel' | 'never';
  phone?: string;
}

export interface Insets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How the client answers the location manager: `web_app_check_location` with `location_checked` (`granted`: the bot
 * was allowed before), `web_app_request_location` with `location_requested` (`answer`: the person allows, refuses or
 * never answers the prompt; an allowed bot is not prompted and gets `point`).
 */
export interface LocationClient {
  granted?: boolean;
  answer?: 'allow' | 'refuse' | 'never';
  point?: { latitude: number; longitude: number };
}

export interface SentEvent {
  name: string;
  data: Record<string, unknown> | null;
}

export interface TelegramSession {
  page: Page;
  initData: string;
  /** Every event the app sent, oldest first; optionally only those of one name. */
  events(name?: string): Promise<SentEvent[]>;
  /** The last `web_app_setup_main_button` parameters, or null. */
  mainButton(): Promise<Record<string, unknown> | null>;
  backButtonVisible(): Promise<boolean>;
  pressMainButton(): Promise<void>;
  pressBackButton(): Promise<void>;
  /** The last `web_app_setup_secondary_button` parameters, or null. */
  secondaryButton(): Promise<Record<string, unknown> | null>;
  pressSecondaryButton(): Promise<void>;
  /** Whether the ⋯ menu shows Settings (the last `web_app_setup_settings_button`). */
  settingsButtonVisible(): Promise<boolean>;
  pressSettingsButton(): Promise<void>;
  setTheme(theme: 'light' | 'dark'): Promise<void>;
  setViewport(height: number, width?: number): Promise<void>;
  clearEvents(): Promise<void>;
}

/**
 * initData without `signature`, hashed as Telegram does: secret = HMAC-SHA256(key "WebAppData", bot token), hash =
 * hex HMAC-SHA256(secret, the sorted `key=value` lines of every field but `hash`, joined by newlines).
 */
export function hashOnlyInitData(initData: string, botToken: string): string {
  const params = new URLSearchParams(initData);
  params.delete('signature');
  params.delete('hash');
  const dataCheckString = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  params.set('hash', createHmac('sha256', secret).update(dataCheckString).digest('hex'));
  return params.toString();
}

/**
 * A contact as Telegram returns it to `getRequestedContact`: `contact=<json>&auth_date=<seconds>&hash=<hex>`, hashed
 * like initData (HMAC-SHA256 with the "WebAppData" secret of the bot token, over the sorted lines of every field).
 */
export function signedContact(user: TelegramUserInit, phone: string, botToken: string = TEST_BOT_TOKEN): string {
  const contact = {
    user_id: user.id,
    phone_number: phone,
    first_name: user.first_name,
    ...(user.last_name ? { last_name: user.last_name } : {}),
  };
  const params = new URLSearchParams({
    contact: JSON.stringify(contact),
    auth_date: String(Math.floor(Date.now() / 1000)),
  });
  return hashOnlyInitData(params.toString(), botToken);
}

/** A +998 number no earlier run used, as Telegram writes it. */
export const freshUzbekPhone = (): string => `99890${String(Date.now() % 1e7).padStart(7, '0')}`;

/** Real initData for a user, signed with the test bot token (or a wrong one); optionally in the older, hash-only form. */
export function signedInitData(
  user: TelegramUserInit,
  options: { forged?: boolean; ageSeconds?: number; startParam?: string; withoutSignature?: boolean } = {},
): string {
  const authDate = new Date(Date.now() - (options.ageSeconds ?? 0) * 1000);
  const token = options.forged ? '987654321:FORGED-token-that-the-server-does-not-know' : TEST_BOT_TOKEN;
  const initData = sign(
    {
      user: { ...user, allows_write_to_pm: true },
      chat_instance: '8428209589180549439',
      chat_type: 'sender',
      ...(options.startParam ? { start_param: options.startParam } : {}),
    },
    token,
    authDate,
  );
  return options.withoutSignature ? hashOnlyInitData(initData, token) : initData;
}

function launchHash(initData: string, options: OpenOptions): string {
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: options.version ?? '8.0',
    tgWebAppPlatform: options.platform ?? 'android',
    tgWebAppThemeParams: JSON.stringify(options.theme === 'dark' ? DARK_THEME : LIGHT_THEME),
  });
  if (options.startParam) params.set('tgWebAppStartParam', options.startParam);
  if (options.fullscreen) params.set('tgWebAppFullscreen', '1');
  for (const [key, value] of Object.entries(options.launch ?? {}))
    if (value === null) params.delete(key);
    else params.set(key, value);
  return params.toString();
}

/** Runs in the page before any of its scripts: the fake Telegram client. */
function installClient({
  theme,
  location,
  contact,
  safeArea,
  contentSafeArea,
}: {
  theme: Record<string, string>;
  location: Required<LocationClient>;
  contact: { answer: ContactClient['answer']; signed: string };
  safeArea: Insets;
  contentSafeArea: Insets;
}): void {
  type Win = Window & {
    __tg: {
      events: { name: string; data: unknown }[];
      theme: Record<string, string>;
      emit(type: string, data?: unknown): void;
    };
  };
  const win = window as unknown as Win;
  const emit = (eventType: string, eventData?: unknown) => {
    window.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ eventType, eventData }), source: window }),
    );
  };
  win.__tg = { events: [], theme, emit };
  let shared = false;
  const answers: Record<string, (data: { method?: unknown; req_id?: unknown } | null) => void> = {
    web_app_request_theme: () => emit('theme_changed', { theme_params: win.__tg.theme }),
    web_app_request_viewport: () =>
      emit('viewport_changed', {
        height: window.innerHeight,
        width: window.innerWidth,
        is_expanded: true,
        is_state_stable: true,
      }),
    web_app_request_safe_area: () => emit('safe_area_changed', safeArea),
    web_app_request_content_safe_area: () => emit('content_safe_area_changed', contentSafeArea),
    web_app_check_location: () =>
      emit('location_checked', {
        available: true,
        access_requested: location.granted,
        access_granted: location.granted,
      }),
    web_app_request_location: () => {
      if (location.granted || location.answer === 'allow')
        emit('location_requested', { available: true, ...location.point });
      else if (location.answer === 'refuse') emit('location_requested', { available: false });
    },
    web_app_request_phone: () => {
      if (contact.answer === 'never') return;
      shared = contact.answer === 'share';
      emit('phone_requested', { status: shared ? 'sent' : 'cancelled' });
    },
    web_app_invoke_custom_method: (data) => {
      if (data?.method === 'getRequestedContact')
        emit('custom_method_invoked', { req_id: data.req_id, result: shared ? contact.signed : '' });
    },
  };
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
    postEvent(name: string, data?: string) {
      const parsed = data ? (JSON.parse(data) as { method?: unknown; req_id?: unknown }) : null;
      win.__tg.events.push({ name, data: parsed });
      const answer = answers[name];
      if (answer) setTimeout(() => answer(parsed), 0);
    },
  };
}

export async function openInTelegram(page: Page, path: string, options: OpenOptions = {}): Promise<TelegramSession> {
  const user = options.user ?? {
    id: 700_000_000 + Math.floor(Math.random() * 1_000_000),
    first_name: 'Aziz',
    last_name: 'Karimov',
    language_code: 'en',
  };
  const initData = signedInitData(user, options);
  const location: Required<LocationClient> = {
    granted: false,
    answer: 'refuse',
    point: { latitude: 41.365, longitude: 69.287 },
    ...options.location,
  };
  const contact = {
    answer: options.contact?.answer ?? 'cancel',
    signed: signedContact(user, options.contact?.phone ?? freshUzbekPhone()),
  };
  const insets = (given?: Partial<Insets>): Insets => ({ top: 0, bottom: 0, left: 0, right: 0, ...given });
  await page.addInitScript(installClient, {
    theme: options.theme === 'dark' ? DARK_THEME : LIGHT_THEME,
    location,
    contact,
    safeArea: insets(options.fullscreen?.safeArea),
    contentSafeArea: insets(options.fullscreen?.contentSafeArea),
  });
  await page.goto(`${path}#${launchHash(initData, options)}`);

  const events = async (name?: string) => {
    const all = await page.evaluate(() => (window as unknown as { __tg: { events: SentEvent[] } }).__tg.events);
    return name ? all.filter((event) => event.name === name) : all;
  };
  const emit = (eventType: string, eventData?: unknown) =>
    page.evaluate(
      ([type, data]) =>
        (window as unknown as { __tg: { emit(t: string, d?: unknown): void } }).__tg.emit(type as string, data),
      [eventType, eventData] as const,
    );

  return {
    page,
    initData,
    events,
    async mainButton() {
      return ((await events('web_app_setup_main_button')).at(-1)?.data as Record<string, unknown> | undefined) ?? null;
    },
    async backButtonVisible() {
      return (await events('web_app_setup_back_button')).at(-1)?.data?.is_visible === true;
    },
    pressMainButton: () => emit('main_button_pressed'),
    pressBackButton: () => emit('back_button_pressed'),
    async secondaryButton() {
      return (
        ((await events('web_app_setup_secondary_button')).at(-1)?.data as Record<string, unknown> | undefined) ?? null
      );
    },
    pressSecondaryButton: () => emit('secondary_button_pressed'),
    async settingsButtonVisible() {
      return (await events('web_app_setup_settings_button')).at(-1)?.data?.is_visible === true;
    },
    pressSettingsButton: () => emit('settings_button_pressed'),
    async setTheme(theme) {
      const params = theme === 'dark' ? DARK_THEME : LIGHT_THEME;
      await page.evaluate((p) => ((window as unknown as { __tg: { theme: unknown } }).__tg.theme = p), params);
      await emit('theme_changed', { theme_params: params });
    },
    setViewport: (height, width = 390) =>
      emit('viewport_changed', { height, width, is_expanded: true, is_state_stable: true }),
    clearEvents: () =>
      page.evaluate(() => void ((window as unknown as { __tg: { events: unknown[] } }).__tg.events.length = 0)),
  };
}

/** `test` with a `telegram` fixture: `telegram.open(path, options)`. */
export const test = base.extend<{ telegram: { open(path: string, options?: OpenOptions): Promise<TelegramSession> } }>({
  telegram: async ({ page }, provide) => {
    await provide({ open: (path, options) => openInTelegram(page, path, options) });
  },
});
export { expect } from '@playwright/test';
