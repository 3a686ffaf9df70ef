/**
 * Telegram's launch parameters, read so that both forms of initData start the mini-app: with `signature` (Bot API
 * 8.0 clients) and without it (older clients). The SDK's own reader (`retrieveLaunchParams`, `retrieveRawInitData`)
 * refuses initData without `signature`; the app never needs the parsed initData (the server validates the raw string
 * by its hash), so the rest of the query is parsed by the SDK and only the user and the raw string are read here.
 */
import { parseLaunchParamsQuery, type init } from '@telegram-apps/sdk-react';
import type { TelegramUser } from '@platform/types.ts';
import { readUser } from './launch-user.ts';

/** What the SDK's `init({ launchParams })` takes. */
export type SdkLaunchParams = NonNullable<NonNullable<Parameters<typeof init>[0]>['launchParams']>;

export interface TelegramLaunch {
  /** For `init({ launchParams })`: platform, version, theme, start parameter...; no initData. */
  sdk: SdkLaunchParams;
  /** The launch query as the SDK accepts it: as passed, or without initData when the SDK would refuse that. */
  sdkQuery: string;
  /** initData exactly as Telegram passed it. */
  initDataRaw: string | null;
  user: TelegramUser | null;
  startParam: string | null;
}

function acceptedBySdk(rawQuery: string): boolean {
  try {
    parseLaunchParamsQuery(rawQuery.replace(/^[#?]/, ''));
    return true;
  } catch {
    return false;
  }
}

/** Reads a launch query (`tgWebAppData=...&tgWebAppVersion=...&tgWebAppPlatform=...`). Throws when it is not one. */
export function readTelegramLaunch(rawQuery: string): TelegramLaunch {
  const query = new URLSearchParams(rawQuery.replace(/^[#?]/, ''));
  const initDataRaw = query.get('tgWebAppData');
  query.delete('tgWebAppData');
  const sdk: SdkLaunchParams = parseLaunchParamsQuery(query);
  const initData = new URLSearchParams(initDataRaw ?? '');
  return {
    sdk,
    sdkQuery: acceptedBySdk(rawQuery) ? rawQuery.replace(/^[#?]/, '') : query.toString(),
    initDataRaw: initDataRaw || null,
    user: readUser(initData),
    startParam: sdk.tgWebAppStartParam ?? initData.get('start_param') ?? null,
  };
}
