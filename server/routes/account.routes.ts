/**
 * Signing in and the account: SMS code (send, verify; also adds a phone to a signed-in account), Telegram initData
 * and the phone shared from Telegram,
 * sign-out, the profile and closing the account. Addresses are address.routes.ts.
 */
import type { Hono } from 'hono';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import {
  InitDataRequestSchema,
  ProfileUpdateSchema,
  SendCodeRequestSchema,
  TelegramContactRequestSchema,
  VerifyRequestSchema,
  type AuthResponse,
  type SendCodeResponse,
} from '../../src/shared/contract/user.ts';
import { readBody, requireUser, type AppEnv, type Ctx } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { birthdayField } from '../http/validate.ts';
import { localClock } from '../services/delivery.ts';
import { sendCode, verifyCode } from '../services/otp.ts';
import { cashbackHistory } from '../services/cashback.ts';
import { normalizePhone } from '../services/phone.ts';
import { findOrCreateUser, issueToken, revokeToken, toUser } from '../services/session.ts';
import { attachTelegramContact } from '../services/telegram-contact.ts';
import { telegramUser } from '../services/telegram-init-data.ts';
import { closeAccount, requirePhoneFree, setPhone, updateProfile } from '../services/users.ts';

function phoneOrThrow(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw new AppError(400, 'INVALID_PHONE', 'invalidPhone', { field: 'phone' });
  return phone;
}

/** initData may come as JSON `{initData}` or as the raw string body. */
async function readInitData(c: Ctx): Promise<string> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.startsWith('application/json')) return (await readBody(c, InitDataRequestSchema)).initData;
  const text = await c.req.text();
  if (!text || text.length > 8192)
    throw new AppError(400, 'VALIDATION_FAILED', 'invalidField', { field: 'initData', params: { field: 'initData' } });
  return text;
}

export function registerAccountRoutes(api: Hono<AppEnv>): void {
  api.put(endpoints.sendCode.path, async (c) => {
    const body = await readBody(c, SendCodeRequestSchema);
    const phone = phoneOrThrow(body.phone);
    const user = c.get('user');
    if (user) requirePhoneFree(c.get('deps').db, user, phone);
    const sent = await sendCode(c.get('deps'), c.get('merchant'), phone, user?.id ?? null);
    return c.json({ phone, ...sent } satisfies SendCodeResponse);
  });

  api.put(endpoints.verifyCode.path, async (c) => {
    const body = await readBody(c, VerifyRequestSchema);
    const phone = phoneOrThrow(body.phone);
    const { db } = c.get('deps');
    const current = c.get('user');
    verifyCode(c.get('deps'), c.get('merchant').id, phone, body.code, current?.id ?? null);
    if (current) return c.json({ token: null, user: toUser(setPhone(db, current, phone)) } satisfies AuthResponse);
    const user = findOrCreateUser(db, c.get('deps').config.telegramBotToken, c.get('merchant'), { phone });
    return c.json({ token: issueToken(c.get('deps'), user, 'SMS'), user: toUser(user) } satisfies AuthResponse);
  });

  api.get(endpoints.me.path, (c) => c.json(toUser(requireUser(c))));
  api.get(endpoints.cashbackHistory.path, (c) =>
    c.json(cashbackHistory(c.get('deps').db, c.get('merchant').id, requireUser(c).id)),
  );

  api.put(endpoints.profileUpdate.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, ProfileUpdateSchema);
    const { db, now } = c.get('deps');
    if (body.birthday) birthdayField(body.birthday, localClock(now()).dateKey);
    return c.json(toUser(updateProfile(db, user.id, body)));
  });

  api.delete(endpoints.deleteAccount.path, (c) => {
    const user = requireUser(c);
    closeAccount(c.get('deps').db, c.get('deps').config.telegramBotToken, user.id, c.get('deps').now());
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
    const user = telegramUser(c.get('deps'), c.get('merchant'), await readInitData(c));
    return c.json({ token: issueToken(c.get('deps'), user, 'TELEGRAM') });
  });
  api.post(endpoints.botAuth.path, async (c) => {
    const user = telegramUser(c.get('deps'), c.get('merchant'), await readInitData(c));
    return c.json({ token: issueToken(c.get('deps'), user, 'TELEGRAM'), user: toUser(user) } satisfies AuthResponse);
  });
  api.post(endpoints.botContact.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, TelegramContactRequestSchema);
    const linked = attachTelegramContact(c.get('deps'), user, body.contact);
    return c.json({ token: linked.token, user: toUser(linked.user) } satisfies AuthResponse);
  });
}
