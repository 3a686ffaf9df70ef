import type { Context } from 'hono';
import * as z from 'zod/mini';
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

/** Reads and validates a JSON body; a bad body (also text with control characters) is a 400 naming the first bad field. */
export async function readBody<S extends z.ZodMiniType>(c: Ctx, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError(400, 'BAD_JSON', 'badRequest', { field: 'body' });
  }
  return parseOrThrow(schema, raw);
}

export function parseOrThrow<S extends z.ZodMiniType>(schema: S, raw: unknown, field = 'body'): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badField(issue && issue.path.length > 0 ? issue.path.join('.') : field);
  }
  refuseControlCharacters(result.data, field);
  return result.data as z.infer<S>;
}

/** A positive integer path or query parameter. */
export function intParam(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!value || !Number.isSafeInteger(n) || n <= 0) throw badField(name);
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
