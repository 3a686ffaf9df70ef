import * as v from 'valibot';
import { readStored, STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';

const MAX = 10;
const HistorySchema = v.array(v.string());

/** Recent searches, newest first, kept on the device. */
export const readHistory = (): string[] => readStored(STORAGE_KEYS.searchHistory, HistorySchema) ?? [];

export function rememberSearch(query: string): string[] {
  const text = query.trim();
  if (text.length < 2) return readHistory();
  const next = [text, ...readHistory().filter((q) => q.toLowerCase() !== text.toLowerCase())].slice(0, MAX);
  writeStored(STORAGE_KEYS.searchHistory, next);
  return next;
}

export function forgetSearch(query: string): string[] {
  const next = readHistory().filter((q) => q !== query);
  writeStored(STORAGE_KEYS.searchHistory, next);
  return next;
}
