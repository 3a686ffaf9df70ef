import type { Db } from '../db/database.ts';

export interface SmsMessage {
  merchantId: string;
  /** 998XXXXXXXXX */
  phone: string;
  text: string;
  code: string;
  /** The merchant's chosen provider. */
  provider: SmsProviderName;
}

/** The spec's two SMS providers; the second (ESKIZ-type) is the default. */
export type SmsProviderName = 'PLAYMOBILE' | 'ESKIZ';

export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Demo gateway: logs the code and keeps it in the dev inbox (`GET /api/dev/sms/latest`), so sign-in can be tried
 * and tested without a real SMS provider. Never used when NODE_ENV=production.
 */
export class ConsoleSmsGateway implements SmsGateway {
  private readonly db: Db;
  private readonly quiet: boolean;
  constructor(db: Db, options: { quiet?: boolean } = {}) {
    this.db = db;
    this.quiet = options.quiet ?? false;
  }
  async send(message: SmsMessage): Promise<void> {
    this.db
      .prepare('INSERT INTO dev_sms (merchant_id, phone, code, text, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(message.merchantId, message.phone, message.code, message.text, new Date().toISOString());
    if (!this.quiet) console.log(`[sms:${message.provider.toLowerCase()}→console] +${message.phone}: ${message.text}`);
  }
}

/** ESKIZ-type provider: bearer token from e-mail + password, then a form POST per message. */
export class EskizSmsGateway implements SmsGateway {
  private token: string | null = null;
  /** The sign-in under way, shared by the messages that wait for it (one sign-in, not one per message). */
  private signingIn: Promise<string> | null = null;
  private readonly baseUrl: string;
  private readonly email: string;
  private readonly password: string;
  private readonly from: string;
  private readonly fetch: typeof fetch;
  constructor(options: { baseUrl: string; email: string; password: string; from: string; fetch?: typeof fetch }) {
    this.baseUrl = options.baseUrl;
    this.email = options.email;
    this.password = options.password;
    this.from = options.from;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }
  private async login(): Promise<string> {
    const form = new FormData();
    form.set('email', this.email);
    form.set('password', this.password);
    const response = await this.fetch(`${this.baseUrl}/auth/login`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider login failed: ${response.status}`);
    const body = (await response.json()) as { data?: { token?: string } };
    if (!body.data?.token) throw new Error('SMS provider login returned no token');
    return body.data.token;
  }
  /** The kept token, or a new one from a sign-in. */
  private currentToken(): Promise<string> {
    if (this.token) return Promise.resolve(this.token);
    this.signingIn ??= this.login()
      .then((token) => {
        this.token = token;
        return token;
      })
      .finally(() => {
        this.signingIn = null;
      });
    return this.signingIn;
  }
  private post(message: SmsMessage, token: string): Promise<Response> {
    const form = new FormData();
    form.set('mobile_phone', message.phone);
    form.set('message', message.text);
    form.set('from', this.from);
    return this.fetch(`${this.baseUrl}/message/sms/send`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
  }
  async send(message: SmsMessage): Promise<void> {
    const token = await this.currentToken();
    let response = await this.post(message, token);
    if (response.status === 401) {
      // The kept token has expired (it is kept for as long as the server runs): sign in again and send once more, so
      // the customer's code still goes out. A token another message has renewed meanwhile is used as it is.
      if (this.token === token) this.token = null;
      await response.body?.cancel();
      const renewed = await this.currentToken();
      response = await this.post(message, renewed);
      // Refused again with a fresh token: the provider's answer, not an expiry. Not retried; the next message signs in.
      if (response.status === 401 && this.token === renewed) this.token = null;
    }
    if (!response.ok) throw new Error(`SMS provider refused the message: ${response.status}`);
  }
}

/** The first provider (PLAYMOBILE-type): basic auth and a JSON batch of messages. */
export class PlayMobileSmsGateway implements SmsGateway {
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly originator: string;
  constructor(options: { baseUrl: string; login: string; password: string; originator: string }) {
    this.baseUrl = options.baseUrl;
    this.authorization = `Basic ${Buffer.from(`${options.login}:${options.password}`).toString('base64')}`;
    this.originator = options.originator;
  }
  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(`${this.baseUrl}/send`, {
      method: 'POST',
      headers: { Authorization: this.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messages: [
          {
            recipient: message.phone,
            'message-id': `${message.merchantId.slice(0, 8)}${Date.now()}`,
            sms: { originator: this.originator, content: { text: message.text } },
          },
        ],
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider refused the message: ${response.status}`);
  }
}

/** Picks the merchant's provider for each message. */
export class ProviderSmsGateway implements SmsGateway {
  private readonly providers: Record<SmsProviderName, SmsGateway>;
  constructor(providers: Record<SmsProviderName, SmsGateway>) {
    this.providers = providers;
  }
  send(message: SmsMessage): Promise<void> {
    return this.providers[message.provider].send(message);
  }
}

export function createSmsGateway(db: Db, demoMode: boolean, env: NodeJS.ProcessEnv = process.env): SmsGateway {
  if (demoMode) return new ConsoleSmsGateway(db, { quiet: env.NODE_ENV === 'test' });
  return new ProviderSmsGateway({
    ESKIZ: new EskizSmsGateway({
      baseUrl: env.ESKIZ_URL ?? '',
      email: env.ESKIZ_EMAIL ?? '',
      password: env.ESKIZ_PASSWORD ?? '',
      from: env.ESKIZ_FROM ?? '4546',
    }),
    PLAYMOBILE: new PlayMobileSmsGateway({
      baseUrl: env.PLAYMOBILE_URL ?? '',
      login: env.PLAYMOBILE_LOGIN ?? '',
      password: env.PLAYMOBILE_PASSWORD ?? '',
      originator: env.PLAYMOBILE_ORIGINATOR ?? '3700',
    }),
  });
}
