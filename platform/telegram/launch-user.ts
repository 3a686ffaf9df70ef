import type { TelegramUser } from '@platform/types.ts';

/**
 * The user of a launch, read from its initData without the SDK: the app reads it at boot (launch-params.ts), and the
 * page's early script (src/early.ts) reads the user's language before the app's code has come.
 */
export function readUser(initData: URLSearchParams): TelegramUser | null {
  try {
    const user: unknown = JSON.parse(initData.get('user') ?? 'null');
    if (typeof user !== 'object' || user === null) return null;
    const {
      id,
      first_name: firstName,
      last_name: lastName,
      username,
      language_code: languageCode,
    } = user as Record<string, unknown>;
    if (typeof id !== 'number' || typeof firstName !== 'string') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return { id, firstName, lastName: text(lastName), username: text(username), languageCode: text(languageCode) };
  } catch {
    return null;
  }
}

/** The Telegram language of the user of a launch query (`tgWebAppData=...&...`), when it names one. */
export function launchLanguageCode(rawQuery: string): string | null {
  const initData = new URLSearchParams(new URLSearchParams(rawQuery.replace(/^[#?]/, '')).get('tgWebAppData') ?? '');
  return readUser(initData)?.languageCode ?? null;
}
