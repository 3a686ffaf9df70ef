import Cookies from 'js-cookie';
import * as v from 'valibot';
import { checkValue } from '@/shared/contract/check.ts';

export { COOKIE_KEYS, STORAGE_KEYS } from './storage-keys.ts';

/** The one place that touches localStorage: values are JSON and are checked against a schema when read back. */
export function readStored<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = checkValue(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output as v.InferOutput<S>;
    window.localStorage.removeItem(key);
  } catch {
    // Unavailable storage or corrupt JSON: behave as if nothing was stored.
  }
  return null;
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app keeps working from memory.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

export const cookies = {
  get: (name: string): string | null => Cookies.get(name) ?? null,
  set: (name: string, value: string, days = 365): void => {
    Cookies.set(name, value, { expires: days, sameSite: 'Lax', secure: window.location.protocol === 'https:' });
  },
  remove: (name: string): void => Cookies.remove(name),
};
