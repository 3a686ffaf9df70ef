import type { MiddlewareHandler } from 'hono';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { userForToken } from '../services/session.ts';
import type { AppEnv, MerchantRow } from './context.ts';
import { AppError } from './errors.ts';

/** Every call names its merchant; everything after this reads only that merchant's rows. */
export const requireMerchant: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.req.header(MERCHANT_HEADER)?.trim();
  if (!id) throw new AppError(400, 'MERCHANT_REQUIRED', 'merchantRequired', { field: MERCHANT_HEADER });
  const merchant = c.get('deps').db.prepare('SELECT * FROM merchants WHERE id = ? AND is_active = 1').get(id) as
    MerchantRow | undefined;
  if (!merchant) throw new AppError(404, 'MERCHANT_NOT_FOUND', 'merchantNotFound');
  c.set('merchant', merchant);
  await next();
};

/**
 * Reads the bearer token when one is sent. A token that is unknown, revoked, expired, or issued under another
 * merchant is refused with 401 even on calls where signing in is optional, so the client learns its session is gone.
 */
export const readSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('tokenHash', null);
  const header = c.req.header('Authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const { db, now } = c.get('deps');
    const found = match?.[1] ? userForToken(db, match[1], c.get('merchant').id, now()) : null;
    if (found === 'expired') throw new AppError(401, 'SESSION_EXPIRED', 'sessionExpired');
    if (!found) throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
    c.set('user', found.user);
    c.set('tokenHash', found.tokenHash);
  }
  await next();
};
