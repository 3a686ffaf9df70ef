import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import * as v from 'valibot';
import { checkValue } from '@/shared/contract/check.ts';

/** Where a form's state is kept in the tab's session storage. */
const PREFIX = 'form:';

function readKept<T>(key: string, schema: v.GenericSchema<unknown, T>): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const read = raw === null ? null : checkValue(schema, JSON.parse(raw));
    return read?.success ? read.output : null;
  } catch {
    return null; // no storage, or what it held is not JSON
  }
}

function keep(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or off: the form lives as long as the page.
  }
}

function forget(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}

/**
 * A form's state kept while its page stands: what was typed survives a reload, and the phone discarding the page while
 * the customer looks something up in another app (neither unmounts the form). Leaving the form in the app forgets it,
 * so the next visit starts afresh. Read back through `schema`: what a tab kept from an older build, or anything written
 * there by hand, is not trusted.
 */
export function useKeptForm<T>(
  key: string,
  schema: v.GenericSchema<unknown, T>,
  initial: () => T,
): [T, Dispatch<SetStateAction<T>>] {
  const storageKey = PREFIX + key;
  const [value, setValue] = useState<T>(() => readKept(storageKey, schema) ?? initial());
  useEffect(() => keep(storageKey, value), [storageKey, value]);
  useEffect(() => () => forget(storageKey), [storageKey]);
  return [value, setValue];
}
