/**
 * Shared steps of the accessibility specs: the combinations of language, theme and platform they rotate through, a
 * page opened signed in either in a browser or in the QA Telegram client, and data set up through the API (an
 * address, a reservation) for the screens that need it.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Branch } from '../../src/shared/contract/branch.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { checkHours, merchantDays, merchantInstant, timeSlots } from '../../src/shared/contract/time.ts';
import { openInTelegram, type TelegramSession } from '../telegram/telegram-client.ts';
import { apiHeaders, apiPath, openSignedIn } from './support.ts';

export type Language = 'uz' | 'ru' | 'eng';
export interface Combo {
  language: Language;
  theme: 'light' | 'dark';
  platform: 'browser' | 'telegram';
}

/** Six combinations: each language light and dark, once in a browser and once in Telegram (k and k + 3 share the language). */
export const COMBOS: readonly Combo[] = [
  { language: 'eng', theme: 'light', platform: 'browser' },
  { language: 'uz', theme: 'dark', platform: 'telegram' },
  { language: 'ru', theme: 'dark', platform: 'browser' },
  { language: 'eng', theme: 'dark', platform: 'telegram' },
  { language: 'uz', theme: 'light', platform: 'browser' },
  { language: 'ru', theme: 'light', platform: 'telegram' },
];

export const comboName = (combo: Combo): string => `${combo.language}, ${combo.theme}, ${combo.platform}`;

export type Session = { token: string; user: unknown };

/** Opens `path` inside the QA Telegram client with the customer's stored session and basket. */
export async function openInTelegramSignedIn(
  page: Page,
  baseURL: string,
  path: string,
  session: Session | null,
  combo: Pick<Combo, 'theme'>,
  basket?: unknown,
): Promise<TelegramSession> {
  // The customer signed in (by SMS) in an earlier launch of this Telegram user, as the device notes it: a session
  // from another Telegram user's launch is not kept.
  const launchUser = {
    id: 700_000_000 + Math.floor(Math.random() * 1_000_000),
    first_name: 'Aziz',
    language_code: 'en',
  };
  if (session) {
    await page.context().addCookies([{ name: 'token', value: session.token, url: baseURL }]);
    await page.addInitScript(
      ([user, items, telegramUser]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('sessionTelegramUser', String(telegramUser));
        if (items !== undefined) localStorage.setItem('basket', JSON.stringify(items));
      },
      [session.user, basket, launchUser.id] as const,
    );
  }
  return openInTelegram(page, path, { forged: true, theme: combo.theme, user: launchUser });
}

/**
 * Opens `path` in the combination's language, theme and platform, signed in as `session` (a guest when null) with
 * `basket` stored; map tiles are refused (no network in tests).
 */
export async function openAs(
  page: Page,
  baseURL: string | undefined,
  path: string,
  combo: Combo,
  session: Session | null,
  basket?: unknown,
): Promise<void> {
  const origin = baseURL ?? '';
  await page.context().addCookies([{ name: 'language', value: combo.language, url: origin }]);
  await page.route(/tile\.openstreetmap\.org/, (tile) => tile.abort('internetdisconnected'));
  if (combo.platform === 'telegram') {
    await openInTelegramSignedIn(page, origin, path, session, combo, basket);
  } else {
    await page.emulateMedia({ colorScheme: combo.theme });
    if (session) await openSignedIn(page, baseURL, path, session, basket);
    else await page.goto(path);
  }
}

/** A saved address of the customer, made through the API. */
export async function addressByApi(request: APIRequestContext, token: string, name: string): Promise<void> {
  const saved = await request.post(apiPath(endpoints.addressCreate), {
    headers: apiHeaders(token),
    data: {
      type: 'HOUSE',
      name,
      streetName: 'Amir Temur avenue',
      houseNumber: '15',
      latitude: 41.3111,
      longitude: 69.2797,
      cityId: null,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A table booked through the API at the first branch taking bookings, at a slot of its hours tomorrow or later. */
export async function reservationByApi(request: APIRequestContext, token: string): Promise<void> {
  const headers = apiHeaders(token);
  const branches = (await (await request.get(apiPath(endpoints.branches), { headers })).json()) as Branch[];
  const now = new Date();
  for (const branch of branches.filter((b) => b.settings?.bookingEnabled !== false)) {
    const places = (await (
      await request.get(apiPath(endpoints.branchPlaces, { id: branch.id }), { headers })
    ).json()) as { id: number }[];
    const day = merchantDays(now, 8)
      .slice(1)
      .find((d) => timeSlots(branch.workHours, d, now).length > 0);
    const time = day ? timeSlots(branch.workHours, day, now)[0] : undefined;
    const at = day && time ? merchantInstant(day, time) : null;
    if (!places[0] || !at || checkHours(branch.workHours, new Date(at)) !== 'open') continue;
    const booked = await request.post(apiPath(endpoints.reservationCreate), {
      headers,
      data: { branchId: branch.id, placeId: places[0].id, tableId: null, chairs: 2, reservedAt: at, comment: null },
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    return;
  }
  throw new Error('no branch of the demo merchant takes a booking');
}
