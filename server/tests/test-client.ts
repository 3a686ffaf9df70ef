/**
 * Helpers of the server integration tests: a typed HTTP client for the test server, sign-in through the demo SMS
 * inbox and through signed Telegram initData, and a way to move the server clock into the branches' opening hours.
 *
 * Every error answer that passes through `api()` is checked for the one error shape of the API and for stack-trace
 * text, so each 4xx/5xx a test provokes also tests the error contract.
 */
import http from 'node:http';
import { expect } from 'vitest';
import * as v from 'valibot';
import { sign, signData } from '@telegram-apps/init-data-node';
import {
  ApiErrorBodySchema,
  FullLocalizedSchema,
  MERCHANT_HEADER,
  type ApiErrorBody,
} from '../../src/shared/contract/common.ts';
import { AuthResponseSchema, SendCodeResponseSchema, type User } from '../../src/shared/contract/user.ts';
import { TEST_BOT_TOKEN, type ServerConfig } from '../config.ts';
import { DEMO_MERCHANT_ID } from '../seed/merchant-ids.ts';
import { MERCHANT_UTC_OFFSET_MINUTES } from '../services/delivery.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export { BURGER_MERCHANT_ID, DEMO_MERCHANT_ID } from '../seed/merchant-ids.ts';

/** SQL metacharacters and markup, for every free-text field. */
export const NASTY = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  'Robert"); DELETE FROM orders; --',
  '<script>alert(1)</script>',
  '%_\\ ` $1 ${x} /* */ ; --',
] as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiResponse {
  status: number;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  body: unknown;
  headers: Headers;
  text: string;
}

export interface CallOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (with `contentType`, default application/json). */
  raw?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  token?: string | null;
  /** Merchant id for the X-Merchant-Id header; null sends no header. Default: the demo merchant. */
  merchant?: string | null;
  headers?: Record<string, string>;
  /** The test has made a service the API relies on fail (the SMS gateway): 502 in the error shape is its answer. */
  upstreamDown?: boolean;
}

export interface Session {
  token: string;
  user: User;
}

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

export interface Client {
  server: TestServer;
  api(path: string, options?: CallOptions): Promise<ApiResponse>;
  /** Signs in through the demo SMS flow (a fresh phone by default). */
  signIn(phone?: string, merchant?: string): Promise<Session>;
  /** Signs in as a Telegram mini-app user with initData signed by the test bot token. */
  signInTelegram(user: TelegramUser, options?: { merchant?: string; authDate?: Date }): Promise<Session>;
  /** The last SMS code the dev inbox holds for a phone. */
  latestCode(phone: string): Promise<string>;
  close(): Promise<void>;
}

/** Text that only a leaked stack trace or source path would contain. */
const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\(|\.(?:ts|js|mjs|cjs):\d+|node_modules|"stack"|SqliteError|SQLITE_/;

/** Checks the error contract: `{code, message, description: {uz, ru, eng}, field?, retryAfter?}` and no stack trace. */
export function checkErrorBody(response: ApiResponse): ApiErrorBody {
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(response.text).not.toMatch(STACK_TRACE);
  const body = v.parse(ApiErrorBodySchema, response.body);
  const description = v.parse(FullLocalizedSchema, body.description);
  expect(body.code).toMatch(/^[A-Z_]+$/);
  expect(body.message).toBe(description.eng);
  for (const text of [description.uz, description.ru, description.eng]) expect(text.length).toBeGreaterThan(0);
  return body;
}

/** Asserts an error answer with the given status and code and returns its body. */
export function expectError(response: ApiResponse, status: number, code?: string): ApiErrorBody {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    ...(code ? { body: { code } } : {}),
  });
  return checkErrorBody(response);
}

/** Asserts a successful answer and parses it with its contract schema. */
export function expectOk<S extends v.GenericSchema>(response: ApiResponse, schema: S, status = 200): v.InferOutput<S> {
  expect({ status: response.status, body: response.body }).toMatchObject({ status });
  return v.parse(schema, response.body) as v.InferOutput<S>;
}

let phoneCounter = 0;
/** A phone number no other test of the file uses (the seed's reviewers use 99890...). */
export function nextPhone(): string {
  phoneCounter += 1;
  return `99893${String(1000000 + phoneCounter).slice(-7)}`;
}

/** Raw initData for a user, signed with a bot token (the demo one by default). */
export function initDataFor(
  user: TelegramUser | null,
  authDate: Date = new Date(),
  token: string = TEST_BOT_TOKEN,
): string {
  return sign(user ? { user, query_id: 'AAH-test-query' } : { query_id: 'AAH-test-query' }, token, authDate);
}

/**
 * A contact as Telegram hands it over after the person shares their phone (`getRequestedContact`):
 * `contact=<json>&auth_date=<seconds>&hash=<hex>`, hashed like initData (HMAC-SHA256 keyed by the bot token's
 * "WebAppData" secret over the sorted `key=value` lines of every field but `hash`).
 */
export function contactFor(
  contact: { user_id: number; phone_number: string; first_name?: string; last_name?: string },
  authDate: Date = new Date(),
  token: string = TEST_BOT_TOKEN,
): string {
  const params = new URLSearchParams({
    contact: JSON.stringify({ first_name: 'Aziz', ...contact }),
    auth_date: String(Math.floor(authDate.getTime() / 1000)),
  });
  const checked = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  params.set('hash', signData(checked, token));
  return params.toString();
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (not decoded: fetch would unpack brotli and gzip by itself). */
  body: Buffer;
}

/** One request over plain HTTP, with exactly the headers given (no Accept-Encoding unless given). */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const DevSmsSchema = v.object({ phone: v.string(), code: v.string(), text: v.string() });

/** A test server (API only, demo data; `overrides` change its configuration) and a client for it. */
export async function startClient(overrides: Partial<ServerConfig> = {}): Promise<Client> {
  const server = await startTestServer(overrides);

  async function api(path: string, options: CallOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const merchant = options.merchant === undefined ? DEMO_MERCHANT_ID : options.merchant;
    if (merchant !== null) headers[MERCHANT_HEADER] = merchant;
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let payload: string | Uint8Array<ArrayBuffer> | undefined;
    if (options.raw !== undefined) {
      payload = options.raw;
      headers['Content-Type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['Content-Type'] = options.contentType ?? 'application/json';
    }
    const response = await fetch(`${server.url}${path}`, { method: options.method ?? 'GET', headers, body: payload });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const result: ApiResponse = { status: response.status, body, headers: response.headers, text };
    if (!(options.upstreamDown && result.status === 502))
      expect(
        result.status,
        `${options.method ?? 'GET'} ${path} must never fail with a server error: ${text}`,
      ).toBeLessThan(500);
    if (result.status >= 400) checkErrorBody(result);
    return result;
  }

  async function latestCode(phone: string): Promise<string> {
    const response = await api(`/dev/sms/latest?phone=${encodeURIComponent(phone)}`, { merchant: null });
    return expectOk(response, DevSmsSchema).code;
  }

  async function signIn(phone: string = nextPhone(), merchant: string = DEMO_MERCHANT_ID): Promise<Session> {
    const sent = await api('/users/v1/users/phone', { method: 'PUT', merchant, body: { phone, type: 'WEB' } });
    expectOk(sent, SendCodeResponseSchema);
    const code = await latestCode(phone);
    const verified = await api('/users/v1/users/phone/verify', {
      method: 'PUT',
      merchant,
      body: { phone, code, type: 'WEB' },
    });
    const auth = expectOk(verified, AuthResponseSchema);
    if (!auth.token) throw new Error('sign-in answered no token');
    return { token: auth.token, user: auth.user };
  }

  async function signInTelegram(
    user: TelegramUser,
    options: { merchant?: string; authDate?: Date } = {},
  ): Promise<Session> {
    const response = await api('/webbot/v1/users/auth', {
      method: 'POST',
      merchant: options.merchant ?? DEMO_MERCHANT_ID,
      body: { initData: initDataFor(user, options.authDate) },
    });
    const auth = expectOk(response, AuthResponseSchema);
    if (!auth.token) throw new Error('mini-app sign-in answered no token');
    return { token: auth.token, user: auth.user };
  }

  return { server, api, signIn, signInTelegram, latestCode, close: () => server.close() };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves the server clock forward to the next given weekday (ISO: 1 = Monday ... 7 = Sunday) at the given Tashkent
 * time, at least a minute ahead, so tests never depend on the wall clock. Returns the new server time.
 */
export function moveClockToOpenHours(server: TestServer, weekday = 2, time = '12:00'): Date {
  const now = server.deps.now();
  const target = nextLocalTime(now, weekday, time);
  server.advance(target.getTime() - now.getTime());
  return server.deps.now();
}

/** The next moment after `from` + 1 min that is `weekday` at `time` in Tashkent. */
export function nextLocalTime(from: Date, weekday: number, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const offset = MERCHANT_UTC_OFFSET_MINUTES * 60_000;
  const local = new Date(from.getTime() + offset);
  const midnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const today = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  for (let add = 0; add <= 7; add += 1) {
    const day = ((today - 1 + add) % 7) + 1;
    const candidate = midnightLocal + add * DAY_MS + (hours * 60 + minutes) * 60_000 - offset;
    if (day === weekday && candidate > from.getTime() + 60_000) return new Date(candidate);
  }
  throw new Error(`no weekday ${weekday} in the coming week`);
}
