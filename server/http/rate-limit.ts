/**
 * Rate limits of the write calls, per client address, per merchant and (for reviews) per user. Counters live in
 * memory, one fixed window per counter that starts with its first request; a request is counted only when every
 * limit it falls under lets it through, so a refused client cannot use up a merchant's budget for everyone else.
 * A client's own counters take every request it makes; the merchant's and a customer's take only the requests that
 * did what they asked (a code sent, an order placed), so junk from many addresses cannot lock everyone out.
 */
import type { MiddlewareHandler } from 'hono';
import type { EndpointName } from '../../src/shared/contract/endpoints.ts';
import { clientAddress } from './client-address.ts';
import type { AppEnv } from './context.ts';
import { rateLimited } from './errors.ts';

export interface Limit {
  /** Counters of one group are shared by every endpoint in it. */
  group: string;
  per: 'ip' | 'merchant' | 'user';
  limit: number;
  seconds: number;
}

const MINUTE = 60;
const HOUR = 60 * 60;

/** The figures (the README's "Rate limits" lists the same). */
export const LIMITS = {
  /** Each code is a paid SMS. The per-phone limits (one a minute, ten a day) are in services/otp.ts. */
  sendCode: [
    { group: 'code', per: 'ip', limit: 5, seconds: MINUTE },
    { group: 'code', per: 'ip', limit: 30, seconds: HOUR },
    { group: 'code', per: 'merchant', limit: 500, seconds: HOUR },
  ],
  /** Code checks, mini-app sign-ins and phones shared from Telegram. */
  signIn: [
    { group: 'sign-in', per: 'ip', limit: 30, seconds: MINUTE },
    { group: 'sign-in', per: 'merchant', limit: 1000, seconds: MINUTE },
  ],
  /** Every other POST, PUT and DELETE. */
  write: [
    { group: 'write', per: 'ip', limit: 120, seconds: MINUTE },
    { group: 'write', per: 'merchant', limit: 3000, seconds: MINUTE },
  ],
  /** On top of the write limits. */
  review: [{ group: 'review', per: 'user', limit: 10, seconds: HOUR }],
} as const satisfies Record<string, readonly Limit[]>;

export function limitsOf(endpoint: EndpointName): readonly Limit[] {
  if (endpoint === 'sendCode') return LIMITS.sendCode;
  if (endpoint === 'verifyCode' || endpoint === 'botAuth' || endpoint === 'botToken' || endpoint === 'botContact')
    return LIMITS.signIn;
  if (endpoint === 'reviewCreate') return [...LIMITS.write, ...LIMITS.review];
  return LIMITS.write;
}

interface Counter {
  key: string;
  limit: number;
  seconds: number;
  per: Limit['per'];
}

interface Window {
  count: number;
  endsAt: number;
}

/** Counters in memory; expired ones are swept now and then, so the map holds only live windows. */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private hits = 0;

  /** The seconds to wait when one of the keys is used up, else null; counts nothing. */
  check(keys: readonly Counter[], now: number): { retryAfter: number } | null {
    if (++this.hits % 1000 === 0) this.sweep(now);
    let wait = 0;
    for (const { key, limit } of keys) {
      const window = this.windows.get(key);
      if (window && window.endsAt > now && window.count >= limit)
        wait = Math.max(wait, Math.ceil((window.endsAt - now) / 1000));
    }
    return wait > 0 ? { retryAfter: wait } : null;
  }

  count(keys: readonly Counter[], now: number): void {
    for (const { key, seconds } of keys) {
      const window = this.windows.get(key);
      if (window && window.endsAt > now) window.count += 1;
      else this.windows.set(key, { count: 1, endsAt: now + seconds * 1000 });
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** The middleware of one endpoint: 429 RATE_LIMITED with Retry-After when a limit is used up. */
export function rateLimit(
  limiter: RateLimiter,
  limits: readonly Limit[],
  trustProxy: boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    // A call outside every merchant (the demo payment page) is counted per client address alone.
    const merchant = c.get('merchant') as AppEnv['Variables']['merchant'] | undefined;
    const of = {
      ip: clientAddress(c, trustProxy),
      merchant: merchant ? merchant.id : null,
      user: user ? String(user.id) : null,
    };
    const keys = limits.flatMap((l) => {
      const who = of[l.per];
      return who === null
        ? []
        : [{ key: `${l.group}:${l.per}:${l.seconds}:${who}`, limit: l.limit, seconds: l.seconds, per: l.per }];
    });
    const now = () => c.get('deps').now().getTime();
    const refused = limiter.check(keys, now());
    if (refused) {
      throw rateLimited(refused.retryAfter);
    }
    limiter.count(
      keys.filter((k) => k.per === 'ip'),
      now(),
    );
    await next();
    if (!c.error && c.res.status < 400)
      limiter.count(
        keys.filter((k) => k.per !== 'ip'),
        now(),
      );
  };
}
