import { describe, expect, it } from 'vitest';
import { readTelegramLaunch } from './launch-params.ts';

const user = { id: 42, first_name: 'Ali', last_name: 'Valiyev', username: 'ali', language_code: 'uz' };
const initData = (extra: Record<string, string>) =>
  new URLSearchParams({
    user: JSON.stringify(user),
    auth_date: '1763700000',
    chat_type: 'sender',
    ...extra,
    hash: 'a'.repeat(64),
  }).toString();
const query = (data: string) =>
  new URLSearchParams({
    tgWebAppData: data,
    tgWebAppVersion: '7.10',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5' }),
    tgWebAppStartParam: 'product_12',
  }).toString();

describe('readTelegramLaunch', () => {
  it.each([
    ['with signature (Bot API 8.0 clients)', initData({ signature: 'c2lnbmF0dXJl' })],
    ['without signature (older clients)', initData({})],
  ])('reads a launch %s: the raw initData as passed, the user, the start parameter, the theme', (_form, data) => {
    const launch = readTelegramLaunch(`#${query(data)}`);
    expect(launch.initDataRaw).toBe(data);
    expect(launch.user).toEqual({ id: 42, firstName: 'Ali', lastName: 'Valiyev', username: 'ali', languageCode: 'uz' });
    expect(launch.startParam).toBe('product_12');
    expect(launch.sdk.tgWebAppPlatform).toBe('android');
    expect(launch.sdk.tgWebAppVersion).toBe('7.10');
    expect(launch.sdk.tgWebAppThemeParams).toMatchObject({ bg_color: '#17212b' });
    expect(launch.sdk).not.toHaveProperty('tgWebAppData');
  });

  it('gives the SDK the query as passed when it accepts it, else the same query without initData', () => {
    const signed = query(initData({ signature: 'c2lnbmF0dXJl' }));
    expect(readTelegramLaunch(`#${signed}`).sdkQuery).toBe(signed);
    const unsigned = new URLSearchParams(readTelegramLaunch(query(initData({}))).sdkQuery);
    expect(unsigned.has('tgWebAppData')).toBe(false);
    expect(unsigned.get('tgWebAppPlatform')).toBe('android');
    expect(unsigned.get('tgWebAppStartParam')).toBe('product_12');
  });

  it('a launch without initData (opened from a keyboard button) has no user and nothing to sign in with', () => {
    const launch = readTelegramLaunch('tgWebAppVersion=8.0&tgWebAppPlatform=ios&tgWebAppThemeParams=%7B%7D');
    expect(launch.initDataRaw).toBeNull();
    expect(launch.user).toBeNull();
  });

  it('a user that is not an object with a numeric id is no user', () => {
    expect(readTelegramLaunch(`#${query('user=%7B%22id%22%3A%2242%22%7D&hash=x')}`).user).toBeNull();
    expect(readTelegramLaunch(`#${query('user=not-json&hash=x')}`).user).toBeNull();
  });

  it('refuses a query that is not a launch', () => {
    expect(() => readTelegramLaunch('tgWebAppData=x')).toThrow();
  });
});
