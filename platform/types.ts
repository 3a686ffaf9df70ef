/** The contract both platforms implement: Telegram's native controls, or their in-page equivalents in a browser. */
export type PlatformKind = 'telegram' | 'browser';
export type ImpactStyle = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft';
export type NotificationType = 'error' | 'success' | 'warning';

export interface Haptics {
  impact(style?: ImpactStyle): void;
  notification(type: NotificationType): void;
  selection(): void;
}

export interface ThemeState {
  dark: boolean;
  /** Telegram theme colours by their snake_case key (bg_color, button_color, ...); empty in a browser. */
  colors: Readonly<Record<string, string>>;
}

export interface TelegramUser {
  id: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
  languageCode: string | null;
}

export interface LaunchFacts {
  kind: PlatformKind;
  /** `tgWebAppStartParam`, e.g. product_12. */
  startParam: string | null;
  user: TelegramUser | null;
  /** initData exactly as Telegram passed it; never re-serialise it. */
  initDataRaw: string | null;
  /** Telegram client platform (ios, android, tdesktop, web...), or null in a browser. */
  clientPlatform: string | null;
}

export interface MainButtonParams {
  text: string;
  visible: boolean;
  enabled: boolean;
  progress: boolean;
  /** Fill and text colours (`#rrggbb`); without them the client's theme colours. */
  colors?: { background: string; text: string } | null;
}

/** Telegram's own chrome around the page (`#rrggbb`): its header, the background behind the page, the bottom bar. */
export interface ChromeColors {
  header: string;
  background: string;
  bottomBar: string;
}

export interface Platform {
  readonly kind: PlatformKind;
  readonly launch: LaunchFacts;
  /** telegram-ui's look: `ios` on iOS and macOS, `base` elsewhere. */
  readonly uiPlatform: 'ios' | 'base';
  readonly haptics: Haptics;
  theme(): ThemeState;
  onThemeChange(listener: (theme: ThemeState) => void): () => void;
  /** Native main button; a no-op in a browser, where the in-page action bar renders the same state. */
  setMainButton(params: MainButtonParams): void;
  onMainButtonClick(listener: () => void): () => void;
  /** Telegram's back button is there (6.1+); without it (and in a browser) the page draws its own back arrow. */
  readonly nativeBackButton: boolean;
  setBackButton(visible: boolean): void;
  onBackButtonClick(listener: () => void): () => void;
  /** Telegram's secondary button can be shown (Bot API 7.10+); false in a browser, where screens keep in-page ones. */
  readonly secondaryButtonSupported: boolean;
  setSecondaryButton(params: { text: string; visible: boolean; colors?: MainButtonParams['colors'] }): void;
  onSecondaryButtonClick(listener: () => void): () => void;
  /** Shows or hides the Settings item of Telegram's ⋯ menu; a no-op in a browser. */
  setSettingsButton(visible: boolean): void;
  onSettingsButtonClick(listener: () => void): () => void;
  setClosingConfirmation(enabled: boolean): void;
  openLink(url: string): void;
  openTelegramLink(url: string): void;
  /** Tells Telegram the first meaningful render happened. */
  ready(): void;
  /**
   * Asks for the device's location: call it only from a person's gesture (a tap), since it may show a permission
   * prompt. Null when refused, unavailable or not answered within 10 s.
   */
  requestLocation(): Promise<GeoPoint | null>;
  /**
   * The device's location only when the person already allowed it (browser: Permissions API; Telegram: the Mini App
   * location manager's granted access); never a prompt, so it is safe on load. Null otherwise.
   */
  knownLocation(): Promise<GeoPoint | null>;
  /**
   * Asks Telegram for the person's phone (call it from a tap: it shows Telegram's prompt): the contact exactly as
   * Telegram signed it (`contact=...&auth_date=...&hash=...`), for the API to check. Null when refused, unsupported
   * (always in a browser) or not answered in time.
   */
  requestContact(): Promise<string | null>;
  // Telegram's chrome and the keyboard (issue #15).
  /** Paints Telegram's header, background and bottom bar as the page is painted; a no-op in a browser. */
  setChromeColors(colors: ChromeColors): void;
  /** Puts the on-screen keyboard away: blurs the focused field (and, inside Telegram 9.1+, `web_app_hide_keyboard`). */
  hideKeyboard(): void;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}
