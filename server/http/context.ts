import type { Context } from 'hono';
import * as v from 'valibot';
import { checkValue, issuePath } from '../../src/shared/contract/check.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { SmsGateway } from '../sms/gateway.ts';
import { AppError, badField } from './errors.ts';
import { decimalValue, refuseControlCharacters } from './validate.ts';

export interface MerchantRow {
  id: string;
  sub: string;
  name: string;
  logo: string | null;
  color: string | null;
  main_city_id: number | null;
  latitude: number | null;
  longitude: number | null;
  is_active: number;
  sms_provider: string;
  new_user_cashback: number;
  created_at: string;
}

export interface UserRow {
  id: number;
  merchant_id: string;
  phone: string | null;
  telegram_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  gender: string | null;
  birthday: string | null;
  image: string | null;
  role: string;
  cashback: number;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface Deps {
  db: Db;
  config: ServerConfig;
  sms: SmsGateway;
  /** Clock, replaceable in tests. */
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    merchant: MerchantRow;
    /** The signed-in user when a valid token was sent. */
    user: UserRow | null;
    tokenHash: string | null;
    /** The policy sources of the inline scripts of the page this answer serves (server/http/page-scripts.ts). */
    pageScripts?: readonly string[];
  };
}

export type Ctx = Context<AppEnv>;

/** A body's media type the API reads: JSON, with or without a charset (`application/json; charset=utf-8`). */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a request's JSON body as sent: a body declared as anything but JSON is a 415, and one that is not UTF-8 (bytes
 * no text has) or not JSON a 400 `BAD_JSON`, rather than read as JSON anyway with the bad bytes stored as replacement
 * characters.
 */
export async function readJson(c: Ctx): Promise<unknown> {
  if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? ''))
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'jsonOnly');
  try {
    return JSON.parse(utf8.decode(await c.req.arrayBuffer())) as unknown;
  } catch {
    throw new AppError(400, 'BAD_JSON', 'badRequest', { field: 'body' });
  }
}

/** Reads and validates a JSON body; a bad body (also text with control characters) is a 400 naming the first bad field. */
export async function readBody<S extends v.GenericSchema>(c: Ctx, schema: S): Promise<v.InferOutput<S>> {
  return parseOrThrow(schema, await readJson(c));
}

export function parseOrThrow<S extends v.GenericSchema>(schema: S, raw: unknown, field = 'body'): v.InferOutput<S> {
  const result = checkValue(schema, raw);
  if (!result.success) {
    const issue = result.issues[0];
    const at = issue ? issuePath(issue) : '';
    throw badField(at || field);
  }
  refuseControlCharacters(result.output, field);
  return result.output as v.InferOutput<S>;
}

/** A positive integer path or query parameter, written as one ("12"; not "012", "0x1", "1e0", "+1" or " 1"). */
export function intParam(value: string | undefined, name: string): number {
  const n = value !== undefined && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n)) throw badField(name);
  return n;
}

/** A decimal number from the query string: missing, empty or not a plain number is a 400 naming it. */
export function numberQuery(c: Ctx, name: string): number {
  return decimalValue(c.req.query(name), name);
}

export function requireUser(c: Ctx): UserRow {
  const user = c.get('user');
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
  return user;
}
