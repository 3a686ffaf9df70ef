import type { Hono } from 'hono';
import { validate } from '@telegram-apps/init-data-node';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import {
  AddressInputSchema,
  InitDataRequestSchema,
  ProfileUpdateSchema,
  SendCodeRequestSchema,
  VerifyRequestSchema,
  type Address,
  type AuthResponse,
  type SendCodeResponse,
} from '../../src/shared/contract/user.ts';
import { json, type Db } from '../db/database.ts';
import { intParam, readBody, requireUser, type AppEnv, type Ctx, type UserRow } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { birthdayField, withoutControlCharacters } from '../http/validate.ts';
import { localClock } from '../services/delivery.ts';
import { sendCode, verifyCode } from '../services/otp.ts';
import { normalizePhone } from '../services/phone.ts';
import { findOrCreateUser, issueToken, revokeAllTokens, revokeToken, toUser } from '../services/session.ts';

function phoneOrThrow(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw new AppError(400, 'INVALID_PHONE', 'invalidPhone', { field: 'phone' });
  return phone;
}

/** initData may be dated this far ahead of our clock (Telegram's and ours are never exactly the same). */
const INIT_DATA_CLOCK_SKEW_SECONDS = 300;

/**
 * Validates Telegram's initData (HMAC-SHA256 with the bot token, at most a day old, not dated in the future) and
 * finds or creates its user. The age is measured on the wall clock, as the signature library measures it.
 */
function telegramUser(c: Ctx, initData: string): UserRow {
  const { config, db } = c.get('deps');
  const invalid = () => new AppError(401, 'INIT_DATA_INVALID', 'initDataInvalid', { field: 'initData' });
  try {
    if (!config.telegramBotToken) throw new Error('no bot token');
    validate(initData, config.telegramBotToken, { expiresIn: config.initDataMaxAgeSeconds });
  } catch {
    throw invalid();
  }
  const authDate = Number(new URLSearchParams(initData).get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate > Date.now() / 1000 + INIT_DATA_CLOCK_SKEW_SECONDS) throw invalid();
  const raw = new URLSearchParams(initData).get('user');
  let tgUser: { id?: unknown; first_name?: unknown; last_name?: unknown } = {};
  try {
    tgUser = raw ? (JSON.parse(raw) as typeof tgUser) : {};
  } catch {
    tgUser = {};
  }
  if (typeof tgUser.id !== 'number' || !Number.isSafeInteger(tgUser.id)) throw invalid();
  return findOrCreateUser(db, c.get('merchant'), {
    telegramId: tgUser.id,
    firstName: typeof tgUser.first_name === 'string' ? withoutControlCharacters(tgUser.first_name).slice(0, 100) : null,
    lastName: typeof tgUser.last_name === 'string' ? withoutControlCharacters(tgUser.last_name).slice(0, 100) : null,
  });
}

/** initData may come as JSON `{initData}` or as the raw string body. */
async function readInitData(c: Ctx): Promise<string> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.startsWith('application/json')) return (await readBody(c, InitDataRequestSchema)).initData;
  const text = await c.req.text();
  if (!text || text.length > 8192) throw new AppError(400, 'VALIDATION_FAILED', 'invalidField', { field: 'initData', params: { field: 'initData' } });
  return text;
}

interface AddressRow {
  id: number;
  data: string;
  created_at: string;
  updated_at: string;
}
const toAddress = (row: AddressRow): Address => ({ ...json<Omit<Address, 'id'>>(row.data), id: row.id, createdDate: row.created_at, lastModifiedDate: row.updated_at });

function ownAddress(db: Db, merchantId: string, userId: number, id: number): AddressRow {
  const row = db.prepare('SELECT * FROM addresses WHERE id = ? AND merchant_id = ? AND user_id = ?').get(id, merchantId, userId) as AddressRow | undefined;
  if (!row) throw notFound();
  return row;
}

export function registerAccountRoutes(api: Hono<AppEnv>): void {
  api.put(endpoints.sendCode.path, async (c) => {
    const body = await readBody(c, SendCodeRequestSchema);
    const phone = phoneOrThrow(body.phone);
    const user = c.get('user');
    if (user) {
      const owner = c.get('deps').db.prepare('SELECT id FROM users WHERE merchant_id = ? AND phone = ?').get(user.merchant_id, phone) as { id: number } | undefined;
      if (owner && owner.id !== user.id) throw new AppError(409, 'PHONE_TAKEN', 'phoneTaken', { field: 'phone' });
    }
    const sent = await sendCode(c.get('deps'), c.get('merchant'), phone, user?.id ?? null);
    return c.json({ phone, ...sent } satisfies SendCodeResponse);
  });

  api.put(endpoints.verifyCode.path, async (c) => {
    const body = await readBody(c, VerifyRequestSchema);
    const phone = phoneOrThrow(body.phone);
    const { db } = c.get('deps');
    const current = c.get('user');
    verifyCode(c.get('deps'), c.get('merchant').id, phone, body.code, current?.id ?? null);
    if (current) {
      const owner = db.prepare('SELECT id FROM users WHERE merchant_id = ? AND phone = ?').get(current.merchant_id, phone) as { id: number } | undefined;
      if (owner && owner.id !== current.id) throw new AppError(409, 'PHONE_TAKEN', 'phoneTaken', { field: 'phone' });
      db.prepare('UPDATE users SET phone = ?, updated_at = ? WHERE id = ?').run(phone, new Date().toISOString(), current.id);
      const updated = db.prepare('SELECT * FROM users WHERE id = ?').get(current.id) as UserRow;
      return c.json({ token: null, user: toUser(updated) } satisfies AuthResponse);
    }
    const user = findOrCreateUser(db, c.get('merchant'), { phone });
    return c.json({ token: issueToken(c.get('deps'), user, 'SMS'), user: toUser(user) } satisfies AuthResponse);
  });

  api.get(endpoints.me.path, (c) => c.json(toUser(requireUser(c))));

  api.put(endpoints.profileUpdate.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, ProfileUpdateSchema);
    const { db, now } = c.get('deps');
    if (body.birthday) birthdayField(body.birthday, localClock(now()).dateKey);
    db.prepare(
      `UPDATE users SET first_name = COALESCE(?, first_name), last_name = COALESCE(?, last_name), gender = COALESCE(?, gender),
       birthday = COALESCE(?, birthday), email = COALESCE(?, email), updated_at = ? WHERE id = ?`,
    ).run(body.firstName ?? null, body.lastName ?? null, body.gender ?? null, body.birthday ?? null, body.email ?? null, new Date().toISOString(), user.id);
    return c.json(toUser(db.prepare('SELECT * FROM users WHERE id = ?').get(user.id) as UserRow));
  });

  api.delete(endpoints.deleteAccount.path, (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    db.transaction(() => {
      // The account is anonymised rather than erased, so past orders stay consistent for the merchant.
      db.prepare(
        `UPDATE users SET is_active = 0, phone = NULL, telegram_id = NULL, first_name = NULL, last_name = NULL, email = NULL,
         birthday = NULL, image = NULL, updated_at = ? WHERE id = ?`,
      ).run(new Date().toISOString(), user.id);
      db.prepare('DELETE FROM addresses WHERE user_id = ?').run(user.id);
      db.prepare('DELETE FROM favourites WHERE user_id = ?').run(user.id);
      revokeAllTokens(db, user.id);
    })();
    return c.json({ ok: true });
  });

  const logout = (c: Ctx) => {
    requireUser(c);
    const tokenHash = c.get('tokenHash');
    if (tokenHash) revokeToken(c.get('deps').db, tokenHash);
    return c.json({ ok: true });
  };
  api.post(endpoints.logout.path, logout);
  api.post(endpoints.botLogout.path, logout);

  api.post(endpoints.botToken.path, async (c) => {
    const user = telegramUser(c, await readInitData(c));
    return c.json({ token: issueToken(c.get('deps'), user, 'TELEGRAM') });
  });
  api.post(endpoints.botAuth.path, async (c) => {
    const user = telegramUser(c, await readInitData(c));
    return c.json({ token: issueToken(c.get('deps'), user, 'TELEGRAM'), user: toUser(user) } satisfies AuthResponse);
  });

  api.get(endpoints.addresses.path, (c) => {
    const user = requireUser(c);
    const rows = c.get('deps').db.prepare('SELECT * FROM addresses WHERE merchant_id = ? AND user_id = ? ORDER BY id DESC').all(c.get('merchant').id, user.id) as AddressRow[];
    return c.json(rows.map(toAddress));
  });

  api.post(endpoints.addressCreate.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, AddressInputSchema);
    const { db } = c.get('deps');
    const now = new Date().toISOString();
    const data = { ...body, description: body.description || body.name };
    const info = db.prepare('INSERT INTO addresses (merchant_id, user_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(
      c.get('merchant').id,
      user.id,
      JSON.stringify(data),
      now,
      now,
    );
    return c.json(toAddress(db.prepare('SELECT * FROM addresses WHERE id = ?').get(info.lastInsertRowid) as AddressRow), 201);
  });

  api.put(endpoints.addressUpdate.path, async (c) => {
    const user = requireUser(c);
    const id = intParam(c.req.param('id'), 'id');
    const body = await readBody(c, AddressInputSchema);
    const { db } = c.get('deps');
    ownAddress(db, c.get('merchant').id, user.id, id);
    db.prepare('UPDATE addresses SET data = ?, updated_at = ? WHERE id = ?').run(
      JSON.stringify({ ...body, description: body.description || body.name }),
      new Date().toISOString(),
      id,
    );
    return c.json(toAddress(ownAddress(db, c.get('merchant').id, user.id, id)));
  });

  api.delete(endpoints.addressDelete.path, (c) => {
    const user = requireUser(c);
    const id = intParam(c.req.param('id'), 'id');
    const { db } = c.get('deps');
    ownAddress(db, c.get('merchant').id, user.id, id);
    db.prepare('DELETE FROM addresses WHERE id = ?').run(id);
    return c.json({ ok: true });
  });
}
