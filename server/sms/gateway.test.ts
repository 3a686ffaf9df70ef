import { describe, expect, it } from 'vitest';
import { EskizSmsGateway, type SmsMessage } from './gateway.ts';

const message: SmsMessage = {
  merchantId: 'demo',
  phone: '998901234567',
  text: 'Demo: 1234 - tasdiqlash kodi',
  code: '1234',
  provider: 'ESKIZ',
};

/**
 * A fake Eskiz: each sign-in hands out the next token (t1, t2...), and a message is taken only with a token it
 * still accepts. Every call is written down as `login` or `send <token>`.
 */
function fakeEskiz(options: { sendStatus?: (token: string) => number } = {}) {
  const calls: string[] = [];
  const expired = new Set<string>();
  let logins = 0;
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/auth/login')) {
      logins += 1;
      calls.push('login');
      return Promise.resolve(Response.json({ data: { token: `t${logins}` } }));
    }
    const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? '';
    calls.push(`send ${token}`);
    const status = expired.has(token) ? 401 : (options.sendStatus?.(token) ?? 200);
    return Promise.resolve(Response.json({ status: status === 200 ? 'waiting' : 'error' }, { status }));
  };
  const gateway = new EskizSmsGateway({
    baseUrl: 'https://eskiz.test/api',
    email: 'shop@example.com',
    password: 'secret',
    from: '4546',
    fetch,
  });
  return { gateway, calls, expire: (token: string) => expired.add(token) };
}

describe('the Eskiz SMS gateway', () => {
  it('signs in once and keeps the token for the next messages', async () => {
    const eskiz = fakeEskiz();
    await eskiz.gateway.send(message);
    await eskiz.gateway.send(message);
    expect(eskiz.calls).toEqual(['login', 'send t1', 'send t1']);
  });

  it('signs in again and sends once more when the kept token has expired, so the message still goes out', async () => {
    const eskiz = fakeEskiz();
    await eskiz.gateway.send(message);
    eskiz.expire('t1');
    await expect(eskiz.gateway.send(message)).resolves.toBeUndefined();
    expect(eskiz.calls).toEqual(['login', 'send t1', 'send t1', 'login', 'send t2']);
    // The new token is kept.
    await eskiz.gateway.send(message);
    expect(eskiz.calls.at(-1)).toBe('send t2');
  });

  it('retries only once: refused again with a fresh token, the send fails and the next one signs in anew', async () => {
    const eskiz = fakeEskiz({ sendStatus: () => 401 });
    await expect(eskiz.gateway.send(message)).rejects.toThrow(/refused the message: 401/);
    expect(eskiz.calls).toEqual(['login', 'send t1', 'login', 'send t2']);
    await expect(eskiz.gateway.send(message)).rejects.toThrow(/401/);
    expect(eskiz.calls.slice(4)).toEqual(['login', 'send t3', 'login', 'send t4']);
  });

  it('does not retry any other refusal', async () => {
    const eskiz = fakeEskiz({ sendStatus: () => 500 });
    await expect(eskiz.gateway.send(message)).rejects.toThrow(/refused the message: 500/);
    expect(eskiz.calls).toEqual(['login', 'send t1']);
  });

  it('signs in once for messages that find the token expired at the same time', async () => {
    const eskiz = fakeEskiz();
    await eskiz.gateway.send(message);
    eskiz.expire('t1');
    await Promise.all([eskiz.gateway.send(message), eskiz.gateway.send(message)]);
    expect(eskiz.calls.filter((call) => call === 'login')).toHaveLength(2);
    expect(eskiz.calls.slice(-2)).toEqual(['send t2', 'send t2']);
  });
});
